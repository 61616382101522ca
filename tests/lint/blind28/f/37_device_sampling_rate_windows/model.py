import jax
import jax.numpy as jnp


@jax.jit
def spectral_embed(windows, proj):
    spec = jnp.abs(jnp.fft.rfft(windows, axis=1))
    bands = jnp.stack([spec[:, i::8].mean(axis=1) for i in range(8)], axis=1)
    return jnp.tanh(bands.reshape(windows.shape[0], -1) @ proj)
