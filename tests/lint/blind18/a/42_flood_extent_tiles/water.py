import jax.numpy as jnp


def mndwi_water(green, swir, threshold, min_valid=0.0):
    mndwi = (green - swir) / (green + swir + 1e-6)
    valid = (green > min_valid) & (swir > min_valid)
    return (mndwi > threshold) & valid
