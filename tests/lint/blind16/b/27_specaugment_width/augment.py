from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


@partial(jax.jit, static_argnums=(2,))
def time_mask(spec, start, width):
    zeros = jnp.zeros(spec.shape[:-2] + (width, spec.shape[-1]), spec.dtype)
    return jax.lax.dynamic_update_slice_in_dim(spec, zeros, start, axis=-2)


class SpecAugment:
    def __init__(self, max_width=10, seed=0):
        self.max_width = max_width
        self.rng = np.random.default_rng(seed)

    def __call__(self, spec):
        width = int(self.rng.integers(1, self.max_width + 1))
        start = int(self.rng.integers(0, spec.shape[-2] - width))
        return time_mask(spec, start, width)
