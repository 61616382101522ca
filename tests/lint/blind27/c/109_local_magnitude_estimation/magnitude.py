import jax
import jax.numpy as jnp


@jax.jit
def weighted_ml(amps_mm, dist_km, snr, min_snr=3.0):
    ml = jnp.log10(amps_mm) + 1.11 * jnp.log10(dist_km) + 0.00189 * dist_km - 2.09
    w = (snr >= min_snr).astype(ml.dtype)
    mean = jnp.sum(w * ml) / jnp.maximum(w.sum(), 1.0)
    return mean, w.sum()
