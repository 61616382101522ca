import jax
import jax.numpy as jnp


@jax.jit
def bias_check(coef, sample):
    pred = 12.0 + sample.spectra @ coef
    bias = jnp.mean(pred - sample.moisture_ref)
    sep = jnp.std(pred - sample.moisture_ref)
    return bias, sep
