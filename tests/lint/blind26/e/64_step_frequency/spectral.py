from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=1)
def step_frequency(acc, fs):
    x = acc - jnp.mean(acc)
    spec = jnp.abs(jnp.fft.rfft(x * jnp.hanning(x.shape[0])))
    freqs = jnp.fft.rfftfreq(x.shape[0], d=1.0 / fs)
    band = (freqs > 1.0) & (freqs < 4.0)
    return freqs[jnp.argmax(jnp.where(band, spec, 0.0))]
