import jax
import jax.numpy as jnp


@jax.jit
def jacket_schedule(day, setpoint, ramp):
    # cool down slowly towards setpoint - 4 C as fermentation finishes
    return jnp.maximum(setpoint - ramp * day, setpoint - 4.0)


def plan(prog, days):
    return jacket_schedule(days, prog.setpoint, prog.ramp_per_day)
