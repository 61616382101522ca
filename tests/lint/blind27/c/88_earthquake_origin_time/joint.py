from functools import partial

import jax
import jax.numpy as jnp

SLOWNESS = {"P": 1 / 6.0, "S": 1 / 3.5}


@partial(jax.jit, static_argnames="phases")
def origin_time_estimate(times, dists, phases):
    est = [times[i] - dists * SLOWNESS[ph] for i, ph in enumerate(phases)]
    return jnp.median(jnp.concatenate(est))
