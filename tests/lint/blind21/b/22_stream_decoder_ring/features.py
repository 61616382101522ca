import jax
import jax.numpy as jnp


@jax.jit
def alpha_power(buffer, fs=250.0):
    x = buffer - buffer.mean(axis=1, keepdims=True)
    spec = jnp.abs(jnp.fft.rfft(x, axis=1)) ** 2
    freqs = jnp.fft.rfftfreq(x.shape[1], 1.0 / fs)
    band = (freqs >= 8.0) & (freqs <= 12.0)
    return jnp.log((spec * band).sum(axis=1) / band.sum() + 1e-8)
