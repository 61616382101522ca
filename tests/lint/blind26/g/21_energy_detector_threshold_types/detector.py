import jax
import jax.numpy as jnp


@jax.jit
def detect_events(band_energy, threshold):
    above = band_energy > threshold
    onsets = above[1:] & ~above[:-1]
    return onsets.sum(), jnp.where(above, band_energy, 0.0).sum()
