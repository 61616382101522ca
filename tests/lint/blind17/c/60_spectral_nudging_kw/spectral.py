from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_keep",))
def spectral_nudge(field, driver, n_keep, alpha):
    fh = jnp.fft.rfft2(field)
    dh = jnp.fft.rfft2(driver)
    ky = jnp.abs(jnp.fft.fftfreq(field.shape[0]) * field.shape[0])
    kx = jnp.fft.rfftfreq(field.shape[1]) * field.shape[1]
    large = (ky[:, None] <= n_keep) & (kx[None, :] <= n_keep)
    fh = jnp.where(large, fh + alpha * (dh - fh), fh)
    return jnp.fft.irfft2(fh, s=field.shape)
