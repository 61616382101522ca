import jax
import jax.numpy as jnp


@jax.jit
def cooling_power_kw(current_temp, setpoint, volume_hl, hours):
    # energy to pull the tank to setpoint within the given time (wine ~ 4.0 kJ/kg/K)
    mass_kg = volume_hl * 100.0 * 0.99
    dT = jnp.maximum(current_temp - setpoint, 0.0)
    return mass_kg * 4.0 * dT / (hours * 3600.0)
