import jax.numpy as jnp


def spectral_features(signal, n_bands=8):
    """Log band energies of one 1-D signal."""
    power = jnp.abs(jnp.fft.rfft(signal - signal.mean())) ** 2
    bands = jnp.array_split(power, n_bands)
    return jnp.log1p(jnp.stack([b.sum() for b in bands]))


def standardize(feats, eps=1e-6):
    return (feats - feats.mean(axis=0)) / (feats.std(axis=0) + eps)
