import jax
import jax.numpy as jnp


@jax.jit
def apply_caps(daily_charges, daily_cap, weekly_cap):
    capped_daily = jnp.minimum(daily_charges, daily_cap)
    cumulative = jnp.cumsum(capped_daily, axis=1)
    allowed = jnp.minimum(cumulative, weekly_cap)
    return jnp.diff(allowed, axis=1, prepend=0.0)
