import jax
import jax.numpy as jnp

from athletes import roster


@jax.jit
def relative_peak_power(force, mass):
    acc = force / mass - 9.81
    vel = jnp.cumsum(acc) / 1000.0
    return jnp.max(force * vel) / mass


for a in roster():
    print(a.name, round(float(relative_peak_power(a.jump_trace, a.body_mass)), 2), "W/kg")
