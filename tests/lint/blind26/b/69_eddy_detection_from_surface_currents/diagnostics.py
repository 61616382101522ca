from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(3,))
def okubo_weiss(lat, u, v, res_deg):
    dx = res_deg * 111e3 * jnp.cos(jnp.deg2rad(lat))[:, None]
    dy = res_deg * 111e3
    ux, uy = jnp.gradient(u, axis=1) / dx, jnp.gradient(u, axis=0) / dy
    vx, vy = jnp.gradient(v, axis=1) / dx, jnp.gradient(v, axis=0) / dy
    sn, ss, zeta = ux - vy, vx + uy, vx - uy
    return sn ** 2 + ss ** 2 - zeta ** 2, zeta
