import jax.numpy as jnp

from dispersal import dispersal_kernel


def plough_drift(offsets, years):
    return dispersal_kernel(offsets, years, diffusivity=jnp.float32(0.02))


def bioturbation(offsets, years, rate):
    return dispersal_kernel(offsets, years, diffusivity=jnp.float32(rate))
