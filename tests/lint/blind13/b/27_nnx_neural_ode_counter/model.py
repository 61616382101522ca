import jax
import jax.numpy as jnp
from flax import nnx


class VectorField(nnx.Module):
    def __init__(self, dim, hidden, rngs):
        self.l1 = nnx.Linear(dim, hidden, rngs=rngs)
        self.l2 = nnx.Linear(hidden, dim, rngs=rngs)

    def __call__(self, y):
        return self.l2(jnp.tanh(self.l1(y)))


class NeuralODE(nnx.Module):
    def __init__(self, dim, hidden, dt, rngs):
        self.field = VectorField(dim, hidden, rngs)
        self.dt = dt
        self.steps_taken = 0

    def step(self, y):
        k1 = self.field(y)
        k2 = self.field(y + 0.5 * self.dt * k1)
        self.steps_taken += 1
        return y + self.dt * k2
