import jax
import jax.numpy as jnp
import numpy as np


class OpponentPool:
    """Keeps independent copies of past policies."""

    def __init__(self, seed=0):
        self.snapshots = []
        self.rng = np.random.default_rng(seed)

    def add(self, params):
        self.snapshots.append(jax.tree_util.tree_map(jnp.array, params))

    def sample(self):
        return self.snapshots[int(self.rng.integers(len(self.snapshots)))]
