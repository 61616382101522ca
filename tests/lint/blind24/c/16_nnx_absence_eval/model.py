import jax.numpy as jnp
from flax import nnx


class AbsenceModel(nnx.Module):
    def __init__(self, d_in, rngs: nnx.Rngs):
        self.l1 = nnx.Linear(d_in, 32, rngs=rngs)
        self.l2 = nnx.Linear(32, 1, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.relu(self.l1(x))).squeeze(-1)
