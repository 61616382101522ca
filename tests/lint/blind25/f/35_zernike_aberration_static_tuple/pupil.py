from functools import partial

import jax
import jax.numpy as jnp

WAVELENGTH = 193.0
NA = 1.35
PIXEL = 8.0


def zernike_terms(rho, theta):
    return [
        2 * rho ** 2 - 1,                       # Z4 defocus
        rho ** 2 * jnp.cos(2 * theta),          # Z5 astig
        (3 * rho ** 3 - 2 * rho) * jnp.cos(theta),  # Z7 coma x
        6 * rho ** 4 - 6 * rho ** 2 + 1,        # Z9 spherical
    ]


@partial(jax.jit, static_argnames=("zernikes",))
def aberrated_image(mask, zernikes):
    n = mask.shape[0]
    f = jnp.fft.fftfreq(n, d=PIXEL)
    fx, fy = jnp.meshgrid(f, f)
    rho = jnp.hypot(fx, fy) / (NA / WAVELENGTH)
    theta = jnp.arctan2(fy, fx)
    W = sum(c * z for c, z in zip(zernikes, zernike_terms(rho, theta)))  # waves
    pupil = jnp.where(rho <= 1.0, jnp.exp(2j * jnp.pi * W), 0.0)
    return jnp.abs(jnp.fft.ifft2(jnp.fft.fft2(mask) * pupil)) ** 2
