import jax.numpy as jnp
from flax import nnx


class PgaNet(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(5, 48, rngs=rngs)
        self.drop = nnx.Dropout(0.2)
        self.l2 = nnx.Linear(48, 1, rngs=rngs)

    def __call__(self, x, rngs):
        return self.l2(self.drop(nnx.relu(self.l1(x)), rngs=rngs))[:, 0]


@nnx.jit
def mc_sample(model, x, rngs):
    return model(x, rngs)
