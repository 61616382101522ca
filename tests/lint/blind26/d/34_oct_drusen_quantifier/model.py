import jax
import jax.numpy as jnp
import numpy as np


class DrusenQuantifier:
    def __init__(self, seed=0):
        rng = np.random.default_rng(seed)
        self.kernel = jnp.asarray(rng.normal(size=(5,)).astype(np.float32))
        self.bias = jnp.float32(-0.2)

    def drusen_volume(self, rpe, bm):
        elevation = jnp.clip(bm - rpe, 0.0, None)
        smooth = jnp.convolve(elevation, self.kernel / self.kernel.sum(), mode="same")
        return jnp.sum(jnp.where(smooth > 2.0, smooth, 0.0)) + self.bias

    def __call__(self, rpe, bm):
        return jax.jit(self.drusen_volume)(rpe, bm)
