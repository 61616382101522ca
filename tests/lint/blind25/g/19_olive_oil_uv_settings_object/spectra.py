from functools import partial

import jax
import jax.numpy as jnp


def savgol_coeffs(half_width, order):
    x = jnp.arange(-half_width, half_width + 1, dtype=jnp.float32)
    A = jnp.stack([x ** k for k in range(order + 1)], axis=1)
    return jnp.linalg.pinv(A)[0]


@partial(jax.jit, static_argnames=("settings",))
def k_indices(absorbance, settings):
    """Smoothed UV extinction coefficients K232, K270 and delta-K for olive oil."""
    c = savgol_coeffs(settings.half_width, settings.order)
    sm = jax.vmap(lambda a: jnp.convolve(a, c, mode="same"))(absorbance)
    k232 = sm[:, 32]
    k270 = sm[:, 70]
    dk = k270 - 0.5 * (sm[:, 66] + sm[:, 74])
    return jnp.stack([k232, k270, dk], axis=1)
