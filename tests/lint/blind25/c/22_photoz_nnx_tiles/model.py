import jax.numpy as jnp
from flax import nnx


class PhotoZNet(nnx.Module):
    def __init__(self, n_in, rngs):
        self.l1 = nnx.Linear(n_in, 32, rngs=rngs)
        self.l2 = nnx.Linear(32, 32, rngs=rngs)
        self.out = nnx.Linear(32, 1, rngs=rngs)

    def __call__(self, x):
        x = nnx.gelu(self.l1(x))
        x = nnx.gelu(self.l2(x))
        return self.out(x)


@nnx.jit
def train_on_tile(model, optimizer, x, z):
    def loss_fn(m):
        return jnp.mean(jnp.abs(m(x) - z) / (1 + z))
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss
