from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("fill_value",))
def lagged_features(prices, fill_value):
    logp = jnp.log(prices)
    ret1 = jnp.concatenate([jnp.full((1,) + prices.shape[1:], fill_value), jnp.diff(logp, axis=0)])
    ret5 = jnp.concatenate([jnp.full((5,) + prices.shape[1:], fill_value), logp[5:] - logp[:-5]])
    return jnp.stack([ret1, ret5], axis=-1)
