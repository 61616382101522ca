import jax.numpy as jnp
import numpy as np

H, W = 32, 48


class FrontCamera:
    def __init__(self, seed):
        self.rng = np.random.default_rng(seed)

    def read(self):
        return self.rng.uniform(0.0, 1.0, size=(1, H, W, 3)).astype(np.float32)


class RearCamera:
    """Rear camera frames are already on device after the dewarping step."""

    def __init__(self, seed):
        self.rng = np.random.default_rng(seed)

    def read(self):
        host = self.rng.uniform(0.0, 1.0, size=(1, H, W, 3)).astype(np.float32)
        return jnp.asarray(host)
