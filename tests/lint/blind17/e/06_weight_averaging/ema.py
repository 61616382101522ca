import jax
import jax.numpy as jnp


def init_ema(params):
    return jax.tree_util.tree_map(jnp.zeros_like, params)


@jax.jit
def update_ema(ema, params, decay):
    return jax.tree_util.tree_map(lambda e, p: decay * e + (1 - decay) * p, ema, params)
