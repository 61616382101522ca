import jax
import jax.numpy as jnp

ISP = 220.0
G0 = 9.80665e-3


@jax.jit
def execute_burn(mass, dv_total, dv_vec):
    dv = jnp.linalg.norm(dv_vec)
    mass = mass * jnp.exp(-dv / (ISP * G0))
    return mass, dv_total + dv
