from functools import partial

import jax
import jax.numpy as jnp

G = 9.81


@partial(jax.jit, static_argnames=("dlon", "dlat"))
def geostrophic_velocity(ssh, lat, dlon, dlat):
    f = 2 * 7.2921e-5 * jnp.sin(jnp.deg2rad(lat))[:, None]
    dx = dlon * 111e3 * jnp.cos(jnp.deg2rad(lat))[:, None]
    dy = dlat * 111e3
    deta_dx = jnp.gradient(ssh, axis=1) / dx
    deta_dy = jnp.gradient(ssh, axis=0) / dy
    return -G / f * deta_dy, G / f * deta_dx
