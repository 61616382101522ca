from functools import partial

import jax
import jax.numpy as jnp

SLOWNESS = {"P": 1 / 6.0, "S": 1 / 3.5}


@partial(jax.jit, static_argnames="phases")
def wadati_origin(times, dists, phases):
    est = [times[i] - dists * SLOWNESS[ph] for i, ph in enumerate(phases)]
    return jnp.mean(jnp.concatenate(est))


def origin(picks, dists):
    phases = tuple(sorted(picks))
    times = jnp.stack([picks[p] for p in phases])
    return phases, wadati_origin(times, dists, phases=phases)
