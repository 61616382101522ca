import jax.numpy as jnp
import optax
from flax import nnx


@nnx.jit
def scc_finetune_step(model, optimizer, x, y):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def finetune_for_herd(model, x, y, steps=5):
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    for _ in range(steps):
        loss = scc_finetune_step(model, optimizer, x, y)
    return float(loss)
