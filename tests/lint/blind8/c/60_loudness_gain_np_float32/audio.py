import jax
import jax.numpy as jnp
import numpy as np

TARGET_RMS = 0.1
SILENCE_RMS = 1e-3


def loudness_gain(wave):
    rms = np.sqrt(np.mean(wave.astype(np.float64) ** 2))
    gain = 1.0 if rms < SILENCE_RMS else TARGET_RMS / rms
    return np.float32(gain)


@jax.jit
def frame_and_scale(wave, gain):
    frames = wave.reshape(-1, 160) * gain
    window = jnp.hanning(160)
    return jnp.log1p(jnp.abs(jnp.fft.rfft(frames * window, axis=-1)))
