import jax.numpy as jnp
import optax
from flax import nnx


@nnx.jit
def drag_step(model, optimizer, x, y):
    loss, grads = nnx.value_and_grad(lambda m: jnp.mean((m(x) - y) ** 2))(model)
    optimizer.update(model, grads)
    return loss


def phase_optimizer(model, phase):
    # coarse fit first, then fine-tune
    lr = {0: 1e-2, 1: 3e-3, 2: 1e-3}[phase]
    return nnx.Optimizer(model, optax.adam(lr), wrt=nnx.Param)
