import jax
import jax.numpy as jnp


@jax.jit
def peak_power_per_kg(force, mass):
    acc = force / mass - 9.81
    vel = jnp.cumsum(acc) / 1000.0
    return jnp.max(force * vel) / mass
