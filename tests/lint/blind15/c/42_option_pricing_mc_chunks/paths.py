from functools import partial

import jax
import jax.numpy as jnp

N_STEPS = 32


@partial(jax.jit, static_argnames=("n_paths",))
def asian_payoffs(key, market, n_paths):
    s0, strike, rate, sigma, maturity = market
    dt = maturity / N_STEPS
    z = jax.random.normal(key, (n_paths, N_STEPS))
    incr = (rate - 0.5 * sigma ** 2) * dt + sigma * jnp.sqrt(dt) * z
    log_s = jnp.log(s0) + jnp.cumsum(incr, axis=1)
    avg = jnp.exp(log_s).mean(axis=1)
    return jnp.exp(-rate * maturity) * jnp.maximum(avg - strike, 0.0)
