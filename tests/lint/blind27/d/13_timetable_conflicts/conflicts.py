from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(1,))
def count_conflicts(departures, settings):
    d = jnp.sort(departures, axis=-1)
    gaps = jnp.diff(d, axis=-1)
    return jnp.sum(gaps < settings.min_headway + settings.dwell_buffer, axis=-1)
