from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("soil",))
def scs_runoff(rain_mm, soil):
    s = 25400.0 / soil.cn - 254.0
    ia = soil.ia_ratio * s
    q = jnp.where(rain_mm > ia, (rain_mm - ia) ** 2 / (rain_mm - ia + s), 0.0)
    return q
