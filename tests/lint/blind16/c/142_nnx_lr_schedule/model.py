import jax.numpy as jnp
from flax import nnx


class ForceField(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(1, 32, rngs=rngs)
        self.l2 = nnx.Linear(32, 1, rngs=rngs)

    def energy(self, r):
        return self.l2(nnx.tanh(self.l1(r[:, None])))[:, 0]


def morse(r, d=1.0, a=1.5, r0=1.2):
    return d * (1 - jnp.exp(-a * (r - r0))) ** 2
