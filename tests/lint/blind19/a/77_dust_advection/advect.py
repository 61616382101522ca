import jax
import jax.numpy as jnp


@jax.jit
def advect_dust(pos, vel, dt):
    pos = pos + dt * vel
    return jnp.mod(pos, 10.0)
