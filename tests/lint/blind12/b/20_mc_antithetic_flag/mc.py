from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_paths", "antithetic"))
def european_call_mc(key, s0, strike, rate, vol, expiry, n_paths, antithetic):
    if antithetic:
        z = jax.random.normal(key, (n_paths // 2,))
        z = jnp.concatenate([z, -z])
    else:
        z = jax.random.normal(key, (n_paths,))
    st = s0 * jnp.exp((rate - 0.5 * vol**2) * expiry + vol * jnp.sqrt(expiry) * z)
    disc = jnp.exp(-rate * expiry) * jnp.maximum(st - strike, 0.0)
    return disc.mean(), disc.std() / jnp.sqrt(n_paths)
