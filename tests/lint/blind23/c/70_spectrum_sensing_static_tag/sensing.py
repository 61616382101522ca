from functools import partial
import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("band_tag",))
def energy_detect(iq, noise_floor, band_tag):
    # Welch-style averaged periodogram, then energy above floor per sub-band
    seg = iq.reshape(-1, 64) * jnp.hanning(64)
    psd = jnp.mean(jnp.abs(jnp.fft.fftshift(jnp.fft.fft(seg, axis=1), axes=1)) ** 2, axis=0)
    sub = psd.reshape(8, 8).mean(axis=1)
    return sub > 4.0 * noise_floor
