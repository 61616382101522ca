import jax.numpy as jnp
import optax
from flax import nnx


@nnx.jit
def train_step(model, opt, x, m, y):
    def loss_fn(mdl):
        return jnp.mean((mdl(x, m) - y) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    opt.update(model, grads)
    return loss
