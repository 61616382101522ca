import jax
import jax.numpy as jnp
from jax.scipy.signal import convolve2d

from kernels import gaussian_kernel, matching_sigma


def make_subtractor(reference, seeing_sci, seeing_ref):
    kernel = jnp.asarray(gaussian_kernel(matching_sigma(seeing_sci, seeing_ref)))

    @jax.jit
    def subtract_reference(science):
        ref_conv = convolve2d(reference, kernel, mode="same")
        scale = jnp.sum(science * ref_conv) / jnp.sum(ref_conv * ref_conv)
        return science - scale * ref_conv

    return subtract_reference
