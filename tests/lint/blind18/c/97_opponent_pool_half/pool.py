import jax
import jax.numpy as jnp
import numpy as np


class OpponentPool:
    """Keeps past policies in half precision to bound memory."""

    def __init__(self, seed=0):
        self.snapshots = []
        self.rng = np.random.default_rng(seed)

    def add(self, params):
        self.snapshots.append(jax.tree_util.tree_map(lambda p: p.astype(jnp.float16), params))

    def sample(self):
        return self.snapshots[int(self.rng.integers(len(self.snapshots)))]
