import jax.numpy as jnp


def normalize_contrast(page):
    lo = jnp.percentile(page, 2.0)
    hi = jnp.percentile(page, 98.0)
    return jnp.clip((page - lo) / (hi - lo + 1e-6), 0.0, 1.0)
