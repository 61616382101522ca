import jax
import jax.numpy as jnp


@jax.jit
def zone_setpoint_error(profile, zone, reading):
    target = profile[zone]
    return reading - target, jnp.abs(reading - target) > 2.0
