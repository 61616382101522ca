from functools import partial

import jax
import jax.numpy as jnp
from jax.scipy.stats import norm


@partial(jax.jit, static_argnames=("confidence_pct",))
def minimum_detectable_activity(bkg_counts, live_time_s, efficiency, yield_, confidence_pct):
    k = norm.ppf(confidence_pct / 100.0)
    ld = k ** 2 + 2 * k * jnp.sqrt(2 * bkg_counts)   # Currie detection limit (paired blank)
    return ld / (live_time_s * efficiency * yield_)
