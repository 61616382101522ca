import jax
import jax.numpy as jnp


@jax.jit
def gaussian_rf_deconv(radial, vertical, water_level, gauss_a):
    n = radial.shape[0]
    R = jnp.fft.rfft(radial)
    Z = jnp.fft.rfft(vertical)
    denom = jnp.real(Z * jnp.conj(Z))
    denom = jnp.maximum(denom, water_level * jnp.max(denom))
    freqs = jnp.fft.rfftfreq(n, 0.05)
    gauss = jnp.exp(-(2 * jnp.pi * freqs) ** 2 / (4 * gauss_a ** 2))
    return jnp.fft.irfft(R * jnp.conj(Z) / denom * gauss, n=n)
