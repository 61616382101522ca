import jax
import jax.numpy as jnp


@jax.jit
def effort_inside(mask, effort_hours):
    inside = jnp.sum(jnp.where(mask, effort_hours, 0.0))
    return inside, inside / jnp.sum(effort_hours)
