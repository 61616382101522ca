import jax
import jax.numpy as jnp


@jax.jit
def rwd_forecast(kt_history, horizon_weights):
    drift = (kt_history[-1] - kt_history[0]) / (kt_history.shape[0] - 1)
    resid = jnp.diff(kt_history) - drift
    sigma = jnp.sqrt(jnp.mean(resid ** 2))
    h = jnp.arange(1, horizon_weights.shape[0] + 1, dtype=jnp.float32)
    return kt_history[-1] + drift * h, sigma * jnp.sqrt(h)
