import jax
import jax.numpy as jnp
import numpy as np

DEFAULT_THRESHOLD = 0.35


@jax.jit
def canopy_cover(ndvi, threshold):
    veg = ndvi > threshold
    return jnp.mean(veg), jnp.sum(veg)


def pick_threshold(ndvi, adaptive):
    if adaptive:
        return np.percentile(ndvi, 60)
    return DEFAULT_THRESHOLD
