import dataclasses
from functools import partial

import jax
import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class SpecAugmentConfig:
    freq_mask_width: int = 8
    time_mask_width: int = 10
    num_masks: int = 2

    @classmethod
    def from_dict(cls, d):
        return cls(**{f.name: d[f.name] for f in dataclasses.fields(cls) if f.name in d})


def _mask_axis(key, x, width, axis):
    size = x.shape[axis]
    k1, k2 = jax.random.split(key)
    w = jax.random.randint(k1, (), 0, width + 1)
    start = jax.random.randint(k2, (), 0, size - width)
    idx = jnp.arange(size)
    keep = (idx < start) | (idx >= start + w)
    shape = [1] * x.ndim
    shape[axis] = size
    return x * keep.reshape(shape)


@partial(jax.jit, static_argnums=(2,))
def spec_augment(key, spec, cfg):
    for k in jax.random.split(key, cfg.num_masks):
        kf, kt = jax.random.split(k)
        spec = _mask_axis(kf, spec, cfg.freq_mask_width, axis=-2)
        spec = _mask_axis(kt, spec, cfg.time_mask_width, axis=-1)
    return spec
