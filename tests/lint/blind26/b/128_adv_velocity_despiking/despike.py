from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("replace_with_median",))
def despike_adv(u, threshold, replace_with_median):
    # acoustic Doppler velocimeter despiking (simplified phase-space threshold)
    med = jnp.median(u)
    mad = jnp.median(jnp.abs(u - med)) * 1.4826
    spikes = jnp.abs(u - med) > threshold * mad
    if replace_with_median:
        return jnp.where(spikes, med, u), spikes.sum()
    smooth = (jnp.roll(u, 1) + jnp.roll(u, -1)) / 2
    return jnp.where(spikes, smooth, u), spikes.sum()
