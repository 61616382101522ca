import jax
import jax.numpy as jnp


@jax.jit
def peak_ground_velocity(trace, dt):
    vel = jnp.cumsum(trace - trace.mean()) * dt
    vel = vel - jnp.linspace(vel[0], vel[-1], vel.shape[0])
    return jnp.max(jnp.abs(vel))
