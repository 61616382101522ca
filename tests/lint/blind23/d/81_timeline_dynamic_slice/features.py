import jax
import jax.numpy as jnp

WINDOW = 7


@jax.jit
def window_features(daily_minutes, daily_logins, start):
    mins = jax.lax.dynamic_slice(daily_minutes, (start,), (WINDOW,))
    logins = jax.lax.dynamic_slice(daily_logins, (start,), (WINDOW,))
    trend = jnp.polyfit(jnp.arange(WINDOW, dtype=jnp.float32), mins, 1)[0]
    return jnp.stack([mins.mean(), logins.sum(), trend, (mins == 0).mean()])
