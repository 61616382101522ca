from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(2,))
def standards_summary(standard_idx, correct, names, cut):
    out = {}
    for k, name in enumerate(names):
        m = (standard_idx == k).astype(jnp.float32)
        acc = jnp.sum(m * correct) / jnp.maximum(m.sum(), 1.0)
        out[name] = jnp.stack([acc, (acc >= cut).astype(jnp.float32)])
    return out
