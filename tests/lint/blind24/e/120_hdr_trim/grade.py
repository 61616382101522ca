from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("hdr",))
def trim_pass(rgb, lift, hdr):
    x = rgb + lift
    if hdr:
        # keep highlights above diffuse white
        return jnp.where(x > 1.0, 1.0 + jnp.log1p(x - 1.0), x)
    return jnp.clip(x, 0.0, 1.0)
