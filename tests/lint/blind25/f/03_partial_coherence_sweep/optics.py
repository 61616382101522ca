from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

WAVELENGTH = 193.0
PIXEL = 10.0


def source_points(sigma, n_ring=6):
    pts = [(0.0, 0.0)]
    for k in range(n_ring):
        ang = 2 * np.pi * k / n_ring
        pts.append((sigma * np.cos(ang), sigma * np.sin(ang)))
    return np.array(pts, np.float32)


@partial(jax.jit, static_argnums=(2,))
def abbe_image(mask, na, sigma):
    n = mask.shape[0]
    fx = jnp.fft.fftfreq(n, d=PIXEL)
    fxx, fyy = jnp.meshgrid(fx, fx)
    spectrum = jnp.fft.fft2(mask)
    cutoff = na / WAVELENGTH
    img = jnp.zeros(mask.shape)
    pts = source_points(sigma)
    for sx, sy in pts:
        shift_x = sx * cutoff
        shift_y = sy * cutoff
        pupil = jnp.hypot(fxx + shift_x, fyy + shift_y) <= cutoff
        img = img + jnp.abs(jnp.fft.ifft2(spectrum * pupil)) ** 2
    return img / len(pts)
