import jax
import jax.numpy as jnp


@jax.jit
def beat_features(sig, mask):
    n = jnp.sum(mask)
    mean = jnp.sum(sig * mask) / n
    sig = (sig - mean) * mask
    std = jnp.sqrt(jnp.sum(sig ** 2) / n)
    sig = sig / (std + 1e-6)
    energy = jnp.convolve(sig ** 2, jnp.ones(9) / 9.0, mode="same") * mask
    thresh = 0.5 * jnp.max(energy)
    peaks = (energy[1:-1] > energy[:-2]) & (energy[1:-1] >= energy[2:]) & (energy[1:-1] > thresh)
    n_peaks = jnp.sum(peaks)
    return {"n_peaks": n_peaks, "energy_mean": jnp.sum(energy) / n, "kurt": jnp.sum(sig ** 4) / n}
