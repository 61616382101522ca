import equinox as eqx
import jax
import jax.numpy as jnp

class DriftMonitor(eqx.Module):
    centroid: jax.Array
    history: tuple

    def __init__(self, dim):
        self.centroid = jnp.zeros(dim)
        self.history = ()

    def record(self, score):
        return eqx.tree_at(lambda m: m.history, self, self.history + (score,))
