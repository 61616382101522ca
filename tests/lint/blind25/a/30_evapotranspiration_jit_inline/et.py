import jax.numpy as jnp


def hargreaves_et0(tmin, tmax, ra):
    tmean = (tmin + tmax) / 2.0
    return 0.0023 * ra * (tmean + 17.8) * jnp.sqrt(jnp.maximum(tmax - tmin, 0.0))
