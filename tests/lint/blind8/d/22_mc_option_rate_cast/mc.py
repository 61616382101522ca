import jax
import jax.numpy as jnp

N_PATHS = 4096
N_STEPS = 32


@jax.jit
def asian_call_mc(key, spot, strike, vol, rate, maturity):
    dt = maturity / N_STEPS
    z = jax.random.normal(key, (N_PATHS, N_STEPS))
    log_inc = (rate - 0.5 * vol**2) * dt + vol * jnp.sqrt(dt) * z
    paths = spot * jnp.exp(jnp.cumsum(log_inc, axis=1))
    payoff = jnp.maximum(paths.mean(axis=1) - strike, 0.0)
    return jnp.exp(-rate * maturity) * payoff.mean()
