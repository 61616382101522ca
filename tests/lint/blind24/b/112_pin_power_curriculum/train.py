import jax.numpy as jnp
import optax
from flax import nnx


@nnx.jit
def pin_step(model, optimizer, x, y):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def run_stage(model, x, y, lr, steps=15):
    # each curriculum stage starts from fresh optimizer moments
    optimizer = nnx.Optimizer(model, optax.adam(lr), wrt=nnx.Param)
    for _ in range(steps):
        loss = pin_step(model, optimizer, x, y)
    return loss
