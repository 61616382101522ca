from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("has_holiday",))
def forecast_footfall(base, weekday_idx, holiday_mask, has_holiday):
    weekday_factor = jnp.array([0.8, 0.85, 0.9, 1.0, 1.2, 1.5, 1.1])[weekday_idx]
    out = base * weekday_factor
    if has_holiday:
        out = out * jnp.where(holiday_mask, 1.6, 1.0)
    return out
