from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("band",))
def vega_to_ab(flux_counts, zeropoint, band):
    mag_vega = -2.5 * jnp.log10(jnp.clip(flux_counts, 1e-6)) + zeropoint
    return mag_vega + band.ab_offset
