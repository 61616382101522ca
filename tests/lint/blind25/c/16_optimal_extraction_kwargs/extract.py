import jax
import jax.numpy as jnp


@jax.jit
def optimal_extract(frame, profile, variance):
    """Horne (1986) optimal extraction along the dispersion axis (rows)."""
    p = profile / jnp.sum(profile, axis=1, keepdims=True)
    num = jnp.sum(p * frame / variance, axis=1)
    den = jnp.sum(p * p / variance, axis=1)
    return num / den, 1.0 / den
