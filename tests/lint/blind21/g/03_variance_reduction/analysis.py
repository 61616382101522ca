from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="cfg")
def cuped_effect(y, pre, treat, cfg):
    cap = jnp.quantile(y, cfg.winsor_quantile)
    y = jnp.minimum(y, cap)
    if cfg.use_covariate:
        theta = jnp.cov(y, pre)[0, 1] / jnp.var(pre)
        y = y - theta * (pre - jnp.mean(pre))
    diff = jnp.sum(y * treat) / jnp.sum(treat) - jnp.sum(y * (1 - treat)) / jnp.sum(1 - treat)
    return diff
