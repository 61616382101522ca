from functools import partial

import jax
import jax.numpy as jnp

N_ORDERS = 7


@partial(jax.jit, static_argnames=("pitch_um",))
def zero_order_spectrum(cd_um, height_um, wavelengths_um, pitch_um):
    # crude effective-medium + diffraction-order model of a line grating's 0th-order reflectance
    duty = cd_um / pitch_um
    n_eff = jnp.sqrt(duty * 3.9 ** 2 + (1 - duty) * 1.0)
    phase = 4 * jnp.pi * n_eff * height_um / wavelengths_um
    r = 0.5 * (1 + jnp.cos(phase)) * (0.3 + 0.1 * duty)
    orders = jnp.arange(1, N_ORDERS + 1)
    cutoff = (orders[None, :] * wavelengths_um[:, None] / pitch_um) < 1.0
    return r * (1 - 0.05 * cutoff.sum(1))
