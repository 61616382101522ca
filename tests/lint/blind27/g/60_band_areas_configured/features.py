from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("bands", "half_width"))
def integrate_bands(spectrum, bands, half_width):
    areas = [spectrum[b - half_width:b + half_width + 1].sum() for b in bands]
    return jnp.stack(areas) - (2 * half_width + 1) * jnp.median(spectrum)
