from functools import partial

import jax
import jax.numpy as jnp

N_FFT = 1024


@partial(jax.jit, static_argnums=(1,))
def dominant_frequency(audio, sr):
    frames = audio.reshape(-1, N_FFT) * jnp.hanning(N_FFT)
    power = jnp.abs(jnp.fft.rfft(frames, axis=-1)) ** 2
    freqs = jnp.fft.rfftfreq(N_FFT, 1.0 / sr)
    return freqs[jnp.argmax(power.mean(axis=0))]
