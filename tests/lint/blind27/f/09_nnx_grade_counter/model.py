import jax.numpy as jnp
from flax import nnx


class StepCount(nnx.Variable):
    pass


class GradeNet(nnx.Module):
    def __init__(self, n_in, rngs):
        self.l1 = nnx.Linear(n_in, 32, rngs=rngs)
        self.l2 = nnx.Linear(32, 1, rngs=rngs)
        self.seen = StepCount(jnp.array(0, jnp.int32))

    def __call__(self, x):
        return self.l2(nnx.relu(self.l1(x)))[:, 0]
