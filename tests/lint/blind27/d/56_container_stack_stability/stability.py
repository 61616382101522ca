from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("aggregation",))
def stack_risk(weights_t, tiers, wind_ms, aggregation):
    moment = jnp.cumsum(weights_t[:, ::-1], axis=1)[:, ::-1] * tiers
    risk = moment / 400.0 + wind_ms / 25.0
    if aggregation == "max":
        return risk.max(axis=1)
    return risk.mean(axis=1)
