import jax.numpy as jnp
import optax
from flax import nnx

MARBLING_TX = optax.adam(1e-3)


@nnx.jit
def marbling_step(model, optimizer, x, y):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def finetune_for_feedlot(model, x, y, steps=5):
    optimizer = nnx.Optimizer(model, MARBLING_TX, wrt=nnx.Param)
    for _ in range(steps):
        loss = marbling_step(model, optimizer, x, y)
    return float(loss)
