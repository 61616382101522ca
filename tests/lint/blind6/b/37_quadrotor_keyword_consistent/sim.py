import jax
import jax.numpy as jnp

MASS = 0.5
G = 9.81


@jax.jit
def quad_step(state, thrust, dt=0.01):
    z, vz = state
    az = thrust / MASS - G
    return jnp.stack([z + dt * vz, vz + dt * az])


def hover_controller(state, z_ref, kp=4.0, kd=2.5):
    z, vz = state
    return MASS * (G + kp * (z_ref - z) - kd * vz)
