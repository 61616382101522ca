from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(2,))
def edge_fourier_fit(angles, radii, notch_deg, n_harm=6):
    # exclude +/-3 degrees around the notch
    d = jnp.abs((jnp.degrees(angles) - notch_deg + 180.0) % 360.0 - 180.0)
    w = (d > 3.0).astype(radii.dtype)
    cols = [jnp.ones_like(angles)]
    for k in range(1, n_harm + 1):
        cols += [jnp.cos(k * angles), jnp.sin(k * angles)]
    A = jnp.stack(cols, 1) * w[:, None]
    coef = jnp.linalg.lstsq(A, radii * w)[0]
    offset = jnp.hypot(coef[1], coef[2])  # first harmonic = wafer centering offset
    return coef, offset
