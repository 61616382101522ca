import jax
import jax.numpy as jnp


@jax.jit
def attendance_bonus(days_worked, overtime, working_days):
    days = jnp.nan_to_num(days_worked, nan=0)
    full = days >= working_days
    return jnp.where(full, 150.0, 0.0) + 12.5 * overtime
