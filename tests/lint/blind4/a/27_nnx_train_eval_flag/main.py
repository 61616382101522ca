from functools import partial

import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import PatchClassifier


@partial(nnx.jit, static_argnames=("training",))
def run_batch(model, optimizer, x, y, training):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()

    if training:
        loss, grads = nnx.value_and_grad(loss_fn)(model)
        optimizer.update(model, grads)
    else:
        loss = loss_fn(model)
    return loss


rng = np.random.default_rng(0)
x_tr = jnp.asarray(rng.normal(size=(16, 16)), jnp.float32)
y_tr = jnp.asarray(rng.integers(0, 3, size=16))
x_va = jnp.asarray(rng.normal(size=(16, 16)), jnp.float32)
y_va = jnp.asarray(rng.integers(0, 3, size=16))

model = PatchClassifier(nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
for epoch in range(3):
    for training, (x, y) in ((True, (x_tr, y_tr)), (False, (x_va, y_va))):
        if training:
            model.train()
        else:
            model.eval()
        loss = run_batch(model, optimizer, x, y, training=training)
        print(epoch, "train" if training else "val", float(loss))
