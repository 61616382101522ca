import jax
import jax.numpy as jnp


@jax.jit
def popup_sales(base_units, event_days, has_event, uplift):
    daily = base_units * jnp.where(event_days, 1.0 + uplift, 1.0)
    return jnp.where(has_event, daily, base_units).sum()
