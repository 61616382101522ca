import jax
import jax.numpy as jnp


def band_energies(signal, n_bands=8):
    power = jnp.abs(jnp.fft.rfft(signal - signal.mean())) ** 2
    bands = jnp.array_split(power, n_bands)
    return jnp.log1p(jnp.stack([b.sum() for b in bands]))


def batch_band_energies(batch):
    return jax.vmap(band_energies)(batch)
