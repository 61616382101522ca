from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_paths", "n_steps"))
def simulate_gbm(key, s0, vol, rate, maturity, n_paths=4096, n_steps=64):
    dt = maturity / n_steps
    z = jax.random.normal(key, (n_paths, n_steps))
    log_inc = (rate - 0.5 * vol**2) * dt + vol * jnp.sqrt(dt) * z
    return s0 * jnp.exp(jnp.cumsum(log_inc, axis=1))
