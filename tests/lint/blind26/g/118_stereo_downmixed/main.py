import jax
import jax.numpy as jnp

from audio_io import load


@jax.jit
def spectral_entropy(audio):
    frames = audio.reshape(-1, 400)
    p = jnp.abs(jnp.fft.rfft(frames, axis=-1)) ** 2
    p = p / p.sum(-1, keepdims=True)
    return jnp.mean(-jnp.sum(p * jnp.log(p + 1e-12), -1))


for rec in range(7):
    audio = load(rec)
    print(rec, audio.shape, round(float(spectral_entropy(audio)), 4))
