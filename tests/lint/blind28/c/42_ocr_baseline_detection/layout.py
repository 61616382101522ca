import jax
import jax.numpy as jnp


@jax.jit
def detect_baselines(page, *, smoothing, ink_threshold):
    profile = (page < ink_threshold).mean(axis=1)
    kernel = jnp.ones(5) / 5.0
    smooth = jnp.convolve(profile, kernel, mode="same") * smoothing + profile * (1 - smoothing)
    peaks = (smooth > jnp.roll(smooth, 1)) & (smooth >= jnp.roll(smooth, -1)) & (smooth > 0.05)
    return peaks
