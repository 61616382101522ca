import jax.numpy as jnp
import numpy as np


class PolledFeed:
    def __init__(self, seed):
        self.rng = np.random.default_rng(seed)
        self.last_on_device = None

    def fetch(self, minute):
        if minute % 4 == 0 or self.last_on_device is None:
            raw = self.rng.uniform(0, 1, (256, 4)).astype(np.float32)
            self.last_on_device = jnp.asarray(raw)
            return raw
        return self.last_on_device + 0.01 * minute
