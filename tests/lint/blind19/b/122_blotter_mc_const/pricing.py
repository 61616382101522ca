from functools import partial

import jax
import jax.numpy as jnp

N_PATHS = 4096


@partial(jax.jit, static_argnums=(1,))
def lookback_call(key, n_paths, spot, vol, tau):
    n_steps = 32
    dt = tau / n_steps
    z = jax.random.normal(key, (n_paths, n_steps))
    paths = spot * jnp.exp(jnp.cumsum(-0.5 * vol ** 2 * dt + vol * jnp.sqrt(dt) * z, axis=1))
    return jnp.maximum(paths.max(axis=1) - spot, 0.0).mean()


def paths_for(notional):
    return N_PATHS
