from functools import partial

import jax
import jax.numpy as jnp


class PieceGeometry:
    """Area and perimeter of digitised pattern pieces (closed polygons, cm)."""

    def __init__(self, seam_allowance_cm=1.0):
        self.seam_allowance_cm = seam_allowance_cm

    @partial(jax.jit, static_argnums=0)
    def area_with_allowance(self, xy):
        x, y = xy[..., 0], xy[..., 1]
        xn, yn = jnp.roll(x, -1, -1), jnp.roll(y, -1, -1)
        area = 0.5 * jnp.abs(jnp.sum(x * yn - xn * y, -1))
        perim = jnp.sum(jnp.hypot(xn - x, yn - y), -1)
        return area + perim * self.seam_allowance_cm


GEOMETRY = PieceGeometry(seam_allowance_cm=1.0)
