from functools import partial

import jax
import jax.numpy as jnp


class SpecAugmentPolicy:
    __slots__ = ("num_freq_masks", "max_freq_width", "num_time_masks", "max_time_width")

    def __init__(self, num_freq_masks=2, max_freq_width=4, num_time_masks=2, max_time_width=8):
        self.num_freq_masks = num_freq_masks
        self.max_freq_width = max_freq_width
        self.num_time_masks = num_time_masks
        self.max_time_width = max_time_width


def _mask_axis(key, x, axis, n_masks, max_width):
    size = x.shape[axis]
    for k in jax.random.split(key, n_masks):
        k1, k2 = jax.random.split(k)
        width = jax.random.randint(k1, (), 0, max_width + 1)
        start = jax.random.randint(k2, (), 0, size - max_width)
        pos = jnp.arange(size)
        keep = (pos < start) | (pos >= start + width)
        shape = [1] * x.ndim
        shape[axis] = size
        x = x * keep.reshape(shape)
    return x


@partial(jax.jit, static_argnums=(2,))
def spec_augment(key, feats, policy):
    kf, kt = jax.random.split(key)
    feats = _mask_axis(kf, feats, -1, policy.num_freq_masks, policy.max_freq_width)
    return _mask_axis(kt, feats, -2, policy.num_time_masks, policy.max_time_width)
