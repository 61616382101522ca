from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("stage_days",))
def crop_et(et0, stage_days, kc_ini=0.3, kc_mid=1.15, kc_end=0.4):
    ini, dev, mid, late = stage_days
    kc = jnp.concatenate([
        jnp.full(ini, kc_ini),
        jnp.linspace(kc_ini, kc_mid, dev),
        jnp.full(mid, kc_mid),
        jnp.linspace(kc_mid, kc_end, late),
    ])
    n = min(et0.shape[0], kc.shape[0])
    return jnp.sum(kc[:n] * et0[:n])
