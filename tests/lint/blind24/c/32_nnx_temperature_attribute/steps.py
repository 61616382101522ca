import jax.numpy as jnp
import optax
from flax import nnx


@nnx.jit
def match_step(model, optimizer, x, role):
    def loss_fn(m):
        p = m(x)
        return -jnp.mean(jnp.log(jnp.take_along_axis(p, role[:, None], axis=1) + 1e-9))
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss
