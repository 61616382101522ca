import jax
import jax.numpy as jnp


class TanProjection:
    """Gnomonic projection about a field centre (radians)."""

    def __init__(self, ra0, dec0, scale_arcsec):
        self.ra0 = ra0
        self.dec0 = dec0
        self.scale = scale_arcsec / 206264.806

    def world_to_pixel(self, ra, dec, ra0, dec0):
        cosc = jnp.sin(dec0) * jnp.sin(dec) + jnp.cos(dec0) * jnp.cos(dec) * jnp.cos(ra - ra0)
        xi = jnp.cos(dec) * jnp.sin(ra - ra0) / cosc
        eta = (jnp.cos(dec0) * jnp.sin(dec) - jnp.sin(dec0) * jnp.cos(dec) * jnp.cos(ra - ra0)) / cosc
        return xi / self.scale, eta / self.scale

    def project(self, ra, dec):
        return jax.jit(self.world_to_pixel)(ra, dec, self.ra0, self.dec0)
