import jax
import jax.numpy as jnp


@jax.jit
def spectral_subtract(trace, noise_psd=None):
    spec = jnp.fft.rfft(trace)
    power = jnp.abs(spec) ** 2
    if noise_psd is None:
        noise_psd = jnp.median(power) * jnp.ones_like(power)
    gain = jnp.clip(1.0 - noise_psd / (power + 1e-12), 0.0, 1.0)
    return jnp.fft.irfft(spec * gain, n=trace.shape[0])
