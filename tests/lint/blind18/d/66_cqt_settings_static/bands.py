from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(1,))
def log_band_energies(x, s):
    n = x.shape[-1]
    freqs = jnp.fft.rfftfreq(n, 1.0 / s.sr)
    centers = s.fmin * 2.0 ** (jnp.arange(s.n_bands) / s.bins_per_octave)
    width = centers * (2 ** (1 / (2 * s.bins_per_octave)) - 1)
    weights = jnp.exp(-0.5 * ((freqs[None] - centers[:, None]) / width[:, None]) ** 2)
    mag = jnp.abs(jnp.fft.rfft(x))
    return jnp.log1p(weights @ mag)
