import jax
import jax.numpy as jnp

SENSITIVITY = 3.0  # bubbles per uSv


@jax.jit
def neutron_dose(bubbles, temperature_c):
    # sensitivity falls ~2 %/C above 20 C for this detector type
    sens = SENSITIVITY * (1.0 - 0.02 * (temperature_c - 20.0))
    return bubbles / sens
