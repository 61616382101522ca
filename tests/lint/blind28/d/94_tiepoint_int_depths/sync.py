import jax
import jax.numpy as jnp


@jax.jit
def depth_ratio(depths, ages, ref_depth):
    # annual-layer thinning ratio between core B and core A at a tie point
    ratio = depths[1] / depths[0]
    years_since = 2000.0 - ages[0]
    return ratio, ref_depth * ratio, depths[0] / years_since
