import jax
import jax.numpy as jnp


@jax.jit
def cooling_curve(day, setpoint, ramp):
    return jnp.maximum(setpoint - ramp * day, setpoint - 4.0)
