import jax.numpy as jnp
from flax import nnx


@nnx.jit
def train_on_batch(model, optimizer, x, y):
    loss, grads = nnx.value_and_grad(lambda m: jnp.mean((m(x) - y) ** 2))(model)
    optimizer.update(model, grads)
    return loss


@nnx.jit
def eval_on_set(model, x, y):
    return jnp.sqrt(jnp.mean((model(x) - y) ** 2))
