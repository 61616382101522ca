from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("names",))
def mission_summary(values, names):
    out = {}
    for i, name in enumerate(names):
        v = values[i]
        out[name] = jnp.stack([v.mean(), v.std(), jnp.percentile(v, 95)])
    return out
