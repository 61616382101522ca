import jax
import jax.numpy as jnp

ZP = jnp.array([26.1, 26.3, 26.0, 25.6, 24.9], jnp.float32)
EXT = jnp.array([0.45, 0.18, 0.10, 0.07, 0.06], jnp.float32)


@jax.jit
def calibrated_mag(counts, exptime, airmass, band):
    return -2.5 * jnp.log10(counts / exptime) + ZP[band] - EXT[band] * airmass
