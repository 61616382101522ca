from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(2,))
def simulate_hour(crowd, transfer, cfg):
    def sub(c, _):
        outflow = c[:, None] * transfer
        c = c - outflow.sum(1) + outflow.sum(0)
        c = c * (1.0 - cfg.damping / cfg.steps_per_hour)
        return c, c.sum()

    crowd, totals = jax.lax.scan(sub, crowd, None, length=cfg.steps_per_hour)
    return crowd, totals
