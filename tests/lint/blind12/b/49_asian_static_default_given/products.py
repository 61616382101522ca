import jax.numpy as jnp

from paths import simulate_gbm


def asian_call(key, s0, vol, rate, maturity, strike):
    paths = simulate_gbm(key, s0, vol, rate, maturity)
    return jnp.exp(-rate * maturity) * jnp.maximum(paths.mean(axis=1) - strike, 0.0).mean()


def asian_call_vega(key, s0, vol, rate, maturity, strike, bump=0.01):
    up = simulate_gbm(key, s0, vol + bump, rate, maturity, n_steps=64)
    down = simulate_gbm(key, s0, vol - bump, rate, maturity, n_steps=64)
    pay = lambda p: jnp.maximum(p.mean(axis=1) - strike, 0.0).mean()
    return jnp.exp(-rate * maturity) * (pay(up) - pay(down)) / (2 * bump)
