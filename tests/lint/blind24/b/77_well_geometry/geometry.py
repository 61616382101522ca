from functools import partial

import jax
import jax.numpy as jnp


class WellDetector:
    def __init__(self, radius_cm, depth_cm, n_samples=4096):
        self.radius_cm = radius_cm
        self.depth_cm = depth_cm
        self.n_samples = n_samples

    def _key(self):
        return (self.radius_cm, self.depth_cm, self.n_samples)

    def __hash__(self):
        return hash(self._key())

    def __eq__(self, other):
        return isinstance(other, WellDetector) and self._key() == other._key()

    @partial(jax.jit, static_argnums=0)
    def solid_angle_fraction(self, key, source_height_cm):
        # isotropic point source on the well axis: fraction of directions that hit the well walls or bottom
        u = jax.random.uniform(key, (self.n_samples,), minval=-1.0, maxval=1.0)
        sin = jnp.sqrt(1 - u ** 2)
        t_wall = self.radius_cm / jnp.maximum(sin, 1e-6)
        z_at_wall = source_height_cm + u * t_wall
        hits = (z_at_wall < 0.0) & (z_at_wall > -self.depth_cm) | (u < -source_height_cm / jnp.sqrt(source_height_cm ** 2 + self.radius_cm ** 2))
        return jnp.mean(hits)
