import jax
import jax.numpy as jnp


@jax.jit
def whiten(frames, floor):
    spec = jnp.fft.rfft(frames, axis=-1)
    mag = jnp.abs(spec)
    return jnp.fft.irfft(spec / jnp.maximum(mag, floor), n=frames.shape[-1], axis=-1)
