import jax.numpy as jnp

from paths import simulate_gbm

N_PATHS, N_STEPS = 4096, 64


def _paths(key, s0, vol, rate, maturity):
    return simulate_gbm(key, s0, vol, rate, maturity, n_paths=N_PATHS, n_steps=N_STEPS)


def asian_call(key, s0, vol, rate, maturity, strike):
    paths = _paths(key, s0, vol, rate, maturity)
    return jnp.exp(-rate * maturity) * jnp.maximum(paths.mean(axis=1) - strike, 0.0).mean()


def asian_call_vega(key, s0, vol, rate, maturity, strike, bump=0.01):
    up = _paths(key, s0, vol + bump, rate, maturity)
    down = _paths(key, s0, vol - bump, rate, maturity)
    pay = lambda p: jnp.maximum(p.mean(axis=1) - strike, 0.0).mean()
    return jnp.exp(-rate * maturity) * (pay(up) - pay(down)) / (2 * bump)
