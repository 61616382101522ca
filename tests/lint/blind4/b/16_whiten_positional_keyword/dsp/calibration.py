import jax.numpy as jnp

from .spectral import whiten


def estimate_floor(noise_frames):
    white = whiten(noise_frames, floor=1e-3)
    return float(jnp.percentile(jnp.abs(white), 10)) + 1e-3
