import jax
import jax.numpy as jnp


@jax.jit
def adjusted_forecast(history, season, offset):
    level = jnp.mean(history[-14:])
    idx = jnp.arange(7) + history.shape[0]
    return level * season[idx % 7] + offset
