from functools import partial

import jax
import jax.numpy as jnp

from .config import AugmentConfig


@partial(jax.jit, static_argnames=("cfg", "training"))
def augment_windows(windows, key, cfg, training):
    if not training:
        return windows
    k_noise, k_scale, k_drop = jax.random.split(key, 3)
    scale = 1.0 + cfg.scale_range * jax.random.uniform(k_scale, (windows.shape[0], 1, 1), minval=-1.0, maxval=1.0)
    noisy = windows * scale + cfg.jitter_std * jax.random.normal(k_noise, windows.shape)
    keep = jax.random.bernoulli(k_drop, 1.0 - cfg.drop_prob, windows.shape)
    return jnp.where(keep, noisy, 0.0)


class Augmenter:
    def __init__(self, cfg=None):
        self.cfg = cfg or AugmentConfig()
        self.training = True

    def train(self):
        self.training = True

    def eval(self):
        self.training = False

    def __call__(self, windows, key):
        return augment_windows(windows, key, self.cfg, self.training)
