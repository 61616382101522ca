import jax
import jax.numpy as jnp


@jax.jit
def task_dose_stats(readings, planned_usv):
    total = jnp.sum(readings)
    return total, total / planned_usv, jnp.max(readings)
