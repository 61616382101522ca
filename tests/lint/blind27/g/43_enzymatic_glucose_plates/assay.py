from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("dilution",))
def enzymatic_glucose(absorbance, blank, dilution):
    # glucose/fructose enzymatic kit: delta A340 to g/L
    eps = 6.3
    return (absorbance - blank) / eps * 180.16 * 3.02 / 0.1 / 1000.0 * dilution
