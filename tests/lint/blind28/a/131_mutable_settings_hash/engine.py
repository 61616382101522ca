from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(2,))
def yield_controls(forecast_occ, base_rate, settings):
    restrict = forecast_occ >= settings.min_los_threshold
    discount = jnp.clip((0.6 - forecast_occ) * 0.5, 0.0, settings.max_discount)
    rate = jnp.minimum(base_rate * (1 - discount) * (1 + 0.4 * restrict), base_rate * settings.cap_multiplier)
    return rate, restrict
