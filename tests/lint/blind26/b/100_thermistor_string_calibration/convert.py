from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(1,))
def resistance_to_temp(resistance, coeffs):
    a, b, c = coeffs
    ln_r = jnp.log(resistance)
    return 1.0 / (a + b * ln_r + c * ln_r ** 3) - 273.15
