import jax.numpy as jnp
from flax import nnx


class StepCount(nnx.Variable):
    pass


class PINN(nnx.Module):
    def __init__(self, hidden, rngs):
        self.l1 = nnx.Linear(2, hidden, rngs=rngs)
        self.l2 = nnx.Linear(hidden, hidden, rngs=rngs)
        self.out = nnx.Linear(hidden, 1, rngs=rngs)
        self.steps_taken = StepCount(jnp.array(0, dtype=jnp.int32))

    def __call__(self, xt):
        h = jnp.tanh(self.l1(xt))
        h = jnp.tanh(self.l2(h))
        return self.out(h)[..., 0]
