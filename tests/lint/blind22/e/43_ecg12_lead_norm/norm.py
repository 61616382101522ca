from functools import partial

import jax
import jax.numpy as jnp

from leads import LEAD_STATS


@partial(jax.jit, static_argnames=("lead",))
def normalise_lead(x, lead):
    mu, sd = LEAD_STATS[lead]
    z = (x - mu) / sd
    return jnp.clip(z, -8.0, 8.0)
