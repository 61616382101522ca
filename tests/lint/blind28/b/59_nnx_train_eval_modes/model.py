import jax.numpy as jnp
from flax import nnx


class ClutchNet(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(11, 32, rngs=rngs)
        self.drop = nnx.Dropout(0.2, rngs=rngs)
        self.l2 = nnx.Linear(32, 1, rngs=rngs)

    def __call__(self, x):
        return self.l2(self.drop(nnx.relu(self.l1(x))))[:, 0]


@nnx.jit
def clutch_loss(model, x, y):
    p = nnx.sigmoid(model(x))
    return -jnp.mean(y * jnp.log(p + 1e-7) + (1 - y) * jnp.log(1 - p + 1e-7))
