import numpy as np
import jax.numpy as jnp


class FeatureStore:
    """Features computed this session stay on device; older ones are read from .npy files."""

    def __init__(self, seed=118):
        self.rng = np.random.default_rng(seed)
        self.on_device = {}

    def get(self, utt_id):
        if utt_id % 2 == 0:
            if utt_id not in self.on_device:
                self.on_device[utt_id] = jnp.asarray(self.rng.normal(size=(80, 40)).astype(np.float32))
            return self.on_device[utt_id]
        return self.rng.normal(size=(80, 40)).astype(np.float32)
