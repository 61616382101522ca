from functools import partial

import jax
import jax.numpy as jnp

from modes import Integration


def slit_profile(y, width, mode):
    if mode is Integration.TRAPEZOID:
        edge = 0.15 * width
        return jnp.clip((width / 2 - jnp.abs(y)) / edge, 0.0, 1.0)
    return jnp.exp(-0.5 * (y / (width / 4)) ** 2)


@partial(jax.jit, static_argnames=("mode",))
def scanned_dose(x_intensity, pulse_energy_var, width, mode):
    y = jnp.linspace(-5.0, 5.0, 201)
    prof = slit_profile(y, width, mode)
    n_pulses = jnp.sum(prof) * 0.05 / 0.01  # pulses integrated per point at fixed scan speed
    dose = x_intensity * jnp.sum(prof) * 0.05
    dose_noise = jnp.sqrt(pulse_energy_var / n_pulses)
    return dose, dose_noise
