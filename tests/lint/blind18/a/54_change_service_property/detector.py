import jax
import jax.numpy as jnp


class ChangeDetector:
    """Change vector analysis between co-registered image pairs."""

    def __init__(self, threshold=0.15):
        self.threshold = threshold

    def _cva(self, before, after):
        magnitude = jnp.sqrt(jnp.sum((after - before) ** 2, axis=0))
        return magnitude, magnitude > self.threshold

    @property
    def cva(self):
        return jax.jit(self._cva)

    def changed_fraction(self, before, after):
        _, changed = self.cva(before, after)
        return float(changed.mean())
