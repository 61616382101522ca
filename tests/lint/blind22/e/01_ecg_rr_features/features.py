import jax
import jax.numpy as jnp


@jax.jit
def beat_features(sig):
    sig = sig - jnp.mean(sig)
    sig = sig / (jnp.std(sig) + 1e-6)
    energy = jnp.convolve(sig ** 2, jnp.ones(9) / 9.0, mode="same")
    thresh = 0.5 * jnp.max(energy)
    peaks = (energy[1:-1] > energy[:-2]) & (energy[1:-1] >= energy[2:]) & (energy[1:-1] > thresh)
    n_peaks = jnp.sum(peaks)
    return {"n_peaks": n_peaks, "energy_mean": jnp.mean(energy), "kurt": jnp.mean(sig ** 4)}
