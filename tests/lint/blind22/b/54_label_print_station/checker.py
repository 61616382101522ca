import functools

import jax
import jax.numpy as jnp


class LabelPrintChecker:
    def __init__(self, template, tolerance=0.15):
        self.template = jnp.asarray(template)
        self.tolerance = tolerance

    def _mismatch(self, scans):
        diff = jnp.abs(scans - self.template[None])
        return jnp.mean(diff > self.tolerance, axis=(1, 2))

    @functools.cached_property
    def mismatch(self):
        return jax.jit(self._mismatch)
