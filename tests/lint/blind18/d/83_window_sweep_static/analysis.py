import jax.numpy as jnp


def spectral_flatness(x, n_fft):
    n = x.shape[-1] // n_fft
    frames = x[: n * n_fft].reshape(n, n_fft) * jnp.hanning(n_fft)
    p = jnp.abs(jnp.fft.rfft(frames, axis=-1)) ** 2 + 1e-10
    return jnp.mean(jnp.exp(jnp.mean(jnp.log(p), -1)) / jnp.mean(p, -1))
