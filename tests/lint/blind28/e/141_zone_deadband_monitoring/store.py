import numpy as np
import jax.numpy as jnp


class TrendStore:
    """Hot data stay on device; misses are fetched from the historian as NumPy arrays."""

    def __init__(self):
        self.store = {}

    def get(self, point, day, rng):
        key = (point, day % 3)
        if key in self.store:
            return self.store[key]
        arr = (20 + rng.normal(0, 1, 288)).astype(np.float32)
        self.store[key] = jnp.asarray(arr)
        return arr
