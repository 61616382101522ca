import jax
import jax.numpy as jnp


@jax.jit
def back_azimuth(zne):
    z, n, e = zne
    cov_zn = jnp.mean(z * n)
    cov_ze = jnp.mean(z * e)
    return jnp.degrees(jnp.arctan2(-cov_ze, -cov_zn)) % 360.0
