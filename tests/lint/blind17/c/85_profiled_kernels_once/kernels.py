import jax.numpy as jnp

from utils import profiled


@profiled
def potential_temperature(t, p):
    return t * (1000.0 / p) ** 0.2857


@profiled
def brunt_vaisala(theta, dz):
    dtheta = jnp.diff(theta, axis=0) / dz
    return jnp.sqrt(jnp.maximum(9.81 / theta[:-1] * dtheta, 0.0))
