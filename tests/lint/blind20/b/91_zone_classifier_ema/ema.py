import jax
import jax.numpy as jnp


def init_ema(params):
    return jax.tree_util.tree_map(jnp.array, params)


def update_ema(ema, params, decay=0.99):
    return jax.tree_util.tree_map(lambda e, p: decay * e + (1 - decay) * p, ema, params)
