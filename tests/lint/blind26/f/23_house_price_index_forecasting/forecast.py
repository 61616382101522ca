import jax
import jax.numpy as jnp

@jax.jit
def ar_forecast(history):
    y = jnp.diff(history)
    x_lag, x_now = y[:-1], y[1:]
    phi = jnp.sum(x_lag * x_now) / (jnp.sum(x_lag * x_lag) + 1e-6)
    mu = jnp.mean(y)
    return history[-1] + mu + phi * (y[-1] - mu)
