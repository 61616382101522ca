from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_fft", "hop"))
def power_spec(audio, n_fft, hop):
    hop = int(hop)
    n = 1 + (audio.shape[0] - n_fft) // hop
    idx = jnp.arange(n_fft)[None] + hop * jnp.arange(n)[:, None]
    return jnp.abs(jnp.fft.rfft(audio[idx] * jnp.hanning(n_fft), axis=-1)) ** 2
