from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("cfg",))
def rate_policies(relativities, cfg):
    loading = jnp.minimum(jnp.prod(relativities, axis=1), cfg.max_loading)
    return jnp.maximum(cfg.base_rate * loading, cfg.min_premium)
