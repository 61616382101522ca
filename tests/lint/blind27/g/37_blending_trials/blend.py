import jax.numpy as jnp


def blend_profile(fractions, components):
    # linear blending of lot analyses; fractions are renormalised to sum to one
    w = fractions / fractions.sum()
    return w @ components
