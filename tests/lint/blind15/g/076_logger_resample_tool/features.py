from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("fs",))
def band_energy(x, fs):
    spec = jnp.abs(jnp.fft.rfft(x - x.mean())) ** 2
    freqs = jnp.fft.rfftfreq(x.shape[0], 1.0 / fs)
    low = jnp.sum(jnp.where(freqs < 5.0, spec, 0.0))
    high = jnp.sum(jnp.where(freqs >= 5.0, spec, 0.0))
    return low, high
