from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("tag",))
def plant_kpis(chw_kw, load_tons, tag):
    with jax.named_scope(tag):
        kw_per_ton = chw_kw.sum() / jnp.maximum(load_tons.sum(), 1.0)
        peak = chw_kw.max()
    return kw_per_ton, peak
