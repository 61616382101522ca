from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("cfg",))
def simulate_packs(cfg):
    c = dict(cfg)
    key = jax.random.PRNGKey(c["seed"])
    k1, k2, k3 = jax.random.split(key, 3)
    n = c["n_packs"]
    n0 = 2.0 + 0.5 * jax.random.normal(k1, (n,))
    mu = c["mu_ref"] * jnp.exp(0.1 * (c["storage_c"] - 4.0)) * jnp.exp(0.2 * jax.random.normal(k2, (n,)))
    lag = c["lag_h"] * jnp.exp(0.3 * jax.random.normal(k3, (n,)))
    hours_to_limit = lag + (c["limit_log"] - n0) / mu * 24.0 / 2.303
    return hours_to_limit / 24.0
