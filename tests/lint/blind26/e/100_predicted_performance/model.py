import jax
import jax.numpy as jnp


@jax.jit
def predicted_performance(p, loads):
    days = jnp.arange(loads.shape[0])
    lag = days[:, None] - days[None, :]
    w_fit = jnp.where(lag > 0, jnp.exp(-lag / p["tau_fit"]), 0.0)
    w_fat = jnp.where(lag > 0, jnp.exp(-lag / p["tau_fat"]), 0.0)
    return p["k_fit"] * (w_fit @ loads) - p["k_fat"] * (w_fat @ loads)
