import jax.numpy as jnp

from utils import profiled


@profiled
def potential_temperature(t, p, p_ref=1000.0):
    return t * (p_ref / p) ** 0.2857


@profiled
def brunt_vaisala(theta, dz, g=9.81):
    dtheta = jnp.diff(theta, axis=0) / dz
    return jnp.sqrt(jnp.maximum(g / theta[:-1] * dtheta, 0.0))
