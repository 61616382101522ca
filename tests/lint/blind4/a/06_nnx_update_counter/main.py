import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import CharMLP


@nnx.jit
def nnx_train_step(model, optimizer, inputs, targets):
    def loss_fn(m):
        logits = m(inputs)
        return optax.softmax_cross_entropy_with_integer_labels(logits, targets).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


rng = np.random.default_rng(0)
text = rng.integers(0, 20, size=(5, 8, 9))
model = CharMLP(20, 16, nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)

for batch in text:
    loss = nnx_train_step(model, optimizer, jnp.asarray(batch[:, :-1]), jnp.asarray(batch[:, 1:]))
    model.num_updates += 1
    if model.num_updates % 2 == 0:
        print(model.num_updates, float(loss))
