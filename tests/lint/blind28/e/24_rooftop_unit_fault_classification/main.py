import numpy as np
import jax.numpy as jnp
import optax
from flax import nnx

from model import RTUFaultNet

# classes: normal, refrigerant undercharge, condenser fouling, stuck OA damper
rng = np.random.default_rng(3)
centers = rng.normal(0, 2, size=(4, 6))
labels = rng.integers(0, 4, size=640)
feats = (centers[labels] + rng.normal(0, 1, size=(640, 6))).astype(np.float32)

model = RTUFaultNet(6, 4, nnx.Rngs(1))
opt = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)


@nnx.jit
def rtu_train_step(model, opt, x, y):
    model.update_stats(x)

    def loss_fn(m):
        logits = m(x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    opt.update(model, grads)
    return loss


for epoch in range(2):
    for i in range(0, 640, 80):
        loss = rtu_train_step(model, opt, jnp.asarray(feats[i:i + 80]), jnp.asarray(labels[i:i + 80]))
    print(epoch, float(loss))
