import jax
import jax.numpy as jnp

KARMAN = 0.4


@jax.jit
def fit_friction_velocity(speeds, heights, z0):
    basis = jnp.log(heights / z0) / KARMAN
    ustar = jnp.sum(speeds * basis, axis=-1) / jnp.sum(basis * basis)
    hub = ustar / KARMAN * jnp.log(120.0 / z0)
    return ustar, hub
