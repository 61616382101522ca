from functools import cached_property

import jax
import jax.numpy as jnp


class ScannerMatcher:
    """Fits the grid fingerprint difference between a scanner and the reference tool."""

    def __init__(self, field_xy):
        self.field_xy = jnp.asarray(field_xy)

    def _basis(self):
        x, y = self.field_xy[:, 0], self.field_xy[:, 1]
        return jnp.stack([jnp.ones_like(x), x, y, x * y, x ** 2, y ** 2, x ** 3, y ** 3], 1)

    def _fit(self, dx, dy):
        A = self._basis()
        cx = jnp.linalg.lstsq(A, dx)[0]
        cy = jnp.linalg.lstsq(A, dy)[0]
        rx, ry = dx - A @ cx, dy - A @ cy
        return cx, cy, jnp.sqrt(jnp.mean(rx ** 2 + ry ** 2))

    @cached_property
    def fit(self):
        return jax.jit(self._fit)
