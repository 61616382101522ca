import numpy as np
import jax
import jax.numpy as jnp

from settings import settings_for


@jax.jit
def thermostat_cycles(temps, setpoint, settings):
    lo = setpoint - settings["deadband"] / 2
    hi = setpoint + settings["deadband"] / 2

    def step(on, t):
        on = jnp.where(t < lo, True, jnp.where(t > hi, False, on))
        return on, on

    _, states = jax.lax.scan(step, False, temps)
    starts = jnp.sum(states[1:] & ~states[:-1])
    return starts, states.mean() * settings["gain"]


rng = np.random.default_rng(0)
for building in ("office", "clinic", "warehouse"):
    temps = jnp.asarray(20 + np.cumsum(rng.normal(0, 0.3, 288)) * 0.2, jnp.float32)
    starts, duty = thermostat_cycles(temps, jnp.float32(20.0), settings_for(building))
    print(building, int(starts), float(duty))
