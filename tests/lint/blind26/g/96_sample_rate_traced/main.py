import numpy as np
import jax
import jax.numpy as jnp

N_FFT = 1024
RATES = {"SM2": 44100, "SM4": 48000, "AudioMoth": 48000, "Song Meter Mini": 24000}


@jax.jit
def peak_frequency(audio, sr):
    frames = audio.reshape(-1, N_FFT) * jnp.hanning(N_FFT)
    power = jnp.abs(jnp.fft.rfft(frames, axis=-1)) ** 2
    bin_hz = sr / N_FFT
    return jnp.argmax(power.mean(axis=0)) * bin_hz


rng = np.random.default_rng(0)
for rec in ["SM2", "SM4", "AudioMoth", "Song Meter Mini", "SM2"]:
    audio = rng.standard_normal(16384).astype(np.float32)
    print(rec, float(peak_frequency(audio, RATES[rec])))
