import jax.numpy as jnp


def shrink_bounds(center, bounds, frac=0.25):
    lo, hi = bounds
    half = frac * (hi - lo) / 2
    return jnp.maximum(lo, center - half), jnp.minimum(hi, center + half)
