import dataclasses
from functools import partial

import jax
import jax.numpy as jnp

from .config import AugmentConfig


@partial(jax.jit, static_argnames=("cfg",))
def augment_windows(windows, key, cfg):
    k_noise, k_scale, k_drop = jax.random.split(key, 3)
    scale = 1.0 + cfg.scale_range * jax.random.uniform(k_scale, (windows.shape[0], 1, 1), minval=-1.0, maxval=1.0)
    noisy = windows * scale + cfg.jitter_std * jax.random.normal(k_noise, windows.shape)
    keep = jax.random.bernoulli(k_drop, 1.0 - cfg.drop_prob, windows.shape)
    return jnp.where(keep, noisy, 0.0)


class Augmenter:
    def __init__(self, cfg=None, max_drop=0.3, ramp_epochs=5):
        self.cfg = cfg or AugmentConfig()
        self.max_drop = max_drop
        self.ramp_epochs = ramp_epochs

    def start_epoch(self, epoch):
        drop = self.max_drop * min(epoch, self.ramp_epochs) / self.ramp_epochs
        self.cfg = dataclasses.replace(self.cfg, epoch=epoch, drop_prob=round(drop, 3))

    def __call__(self, windows, key):
        return augment_windows(windows, key, self.cfg)
