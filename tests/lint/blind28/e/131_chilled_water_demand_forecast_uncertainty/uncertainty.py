from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(0,))
def mc_predict(module, params, x, key):
    keys = jax.random.split(key, 16)
    draws = jax.vmap(lambda k: module.apply(params, x, deterministic=False, rngs={"dropout": k}))(keys)
    return draws.mean(0), draws.std(0)
