from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("controls",))
def stay_controls(forecast_occ, base_rate, controls):
    restrict = forecast_occ >= controls.min_los_threshold
    discount = jnp.clip((0.6 - forecast_occ) * 0.5, 0.0, controls.max_discount)
    rate = jnp.minimum(base_rate * (1 - discount) * (1 + 0.4 * restrict), base_rate * controls.cap_multiplier)
    return rate, restrict
