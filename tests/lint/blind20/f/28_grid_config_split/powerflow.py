from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(0,))
def backward_forward_sweep(cfg, p_load, q_load, load_scale):
    r = cfg.r_per_km * cfg.length_km
    x = cfg.x_per_km * cfg.length_km
    p = p_load * load_scale
    q = q_load * load_scale
    v = jnp.full(cfg.n_buses, cfg.v_nom)
    for _ in range(10):
        p_flow = jnp.cumsum(p[::-1])[::-1]
        q_flow = jnp.cumsum(q[::-1])[::-1]
        drop = (r * p_flow + x * q_flow) / v
        v = cfg.v_nom - jnp.cumsum(drop)
    return v
