import jax
import jax.numpy as jnp


@jax.jit
def spectral_flatness(audio):
    x = audio.reshape(-1, 16000).mean(axis=0)
    frames = x.reshape(-1, 400)
    p = jnp.abs(jnp.fft.rfft(frames, axis=-1)) ** 2 + 1e-12
    return jnp.mean(jnp.exp(jnp.mean(jnp.log(p), -1)) / jnp.mean(p, -1))
