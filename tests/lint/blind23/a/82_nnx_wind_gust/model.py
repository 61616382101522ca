import jax.numpy as jnp
from flax import nnx


class WindGustNet(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(5, 32, rngs=rngs)
        self.l2 = nnx.Linear(32, 1, rngs=rngs)

    def __call__(self, x):
        return nnx.softplus(self.l2(nnx.relu(self.l1(x))))[..., 0]


def gust_update(model, optimizer, x, y):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss
