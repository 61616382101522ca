import jax
import jax.numpy as jnp


@jax.jit
def gsm_stats(swatch_grams, swatch_area_cm2, spec_gsm):
    gsm = swatch_grams / (swatch_area_cm2 * 1e-4)
    dev = (gsm - spec_gsm) / spec_gsm
    return jnp.mean(gsm), jnp.std(gsm), jnp.mean(jnp.abs(dev) > 0.05)
