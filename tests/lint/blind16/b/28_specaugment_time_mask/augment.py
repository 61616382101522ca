import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def time_mask(spec, start, width):
    t = jnp.arange(spec.shape[-2])[:, None]
    masked = (t >= start) & (t < start + width)
    return jnp.where(masked, 0.0, spec)


class SpecAugment:
    def __init__(self, max_width=10, seed=0):
        self.max_width = max_width
        self.rng = np.random.default_rng(seed)

    def __call__(self, spec):
        width = int(self.rng.integers(1, self.max_width + 1))
        start = int(self.rng.integers(0, spec.shape[-2] - width))
        return time_mask(spec, start, width)
