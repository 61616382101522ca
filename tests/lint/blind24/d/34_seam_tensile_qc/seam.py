import jax
import jax.numpy as jnp


class SeamQC:
    def __init__(self, min_strength_n, stitch_density_spi):
        self.min_strength_n = min_strength_n
        self.stitch_density_spi = stitch_density_spi

    def _assess(self, load_curves):
        peak = load_curves.max(axis=1)
        slip = jnp.argmax(load_curves, axis=1).astype(jnp.float32) / load_curves.shape[1]
        passed = peak >= self.min_strength_n
        return passed, peak, slip

    @property
    def assess(self):
        return jax.jit(self._assess)
