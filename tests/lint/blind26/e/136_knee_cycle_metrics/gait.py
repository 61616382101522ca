import jax
import jax.numpy as jnp


@jax.jit
def knee_cycle_metrics(knee_angle):
    vel = jnp.gradient(knee_angle) * 100.0
    return jnp.max(knee_angle) - jnp.min(knee_angle), jnp.max(jnp.abs(vel))
