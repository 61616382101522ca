from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("dt",))
def acc_to_disp(acc, dt):
    """Frequency-domain double integration with a 0.5 s cosine taper and 0.2 Hz high-pass."""
    n_taper = int(0.5 / dt)
    ramp = 0.5 * (1 - jnp.cos(jnp.pi * jnp.arange(n_taper) / n_taper))
    win = jnp.ones(acc.shape[0]).at[:n_taper].set(ramp).at[-n_taper:].set(ramp[::-1])
    A = jnp.fft.rfft((acc - acc.mean()) * win)
    w = 2 * jnp.pi * jnp.fft.rfftfreq(acc.shape[0], dt)
    H = jnp.where(w > 2 * jnp.pi * 0.2, -1.0 / jnp.maximum(w, 1e-6) ** 2, 0.0)
    return jnp.fft.irfft(A * H, n=acc.shape[0])
