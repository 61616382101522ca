from functools import partial

import jax
import jax.numpy as jnp


class SpecAugmentConfig:
    def __init__(self, freq_mask=8, time_mask=10, n_masks=2):
        self.freq_mask = freq_mask
        self.time_mask = time_mask
        self.n_masks = n_masks


@partial(jax.jit, static_argnums=(2,))
def spec_augment(key, feats, cfg):
    """feats: [batch, time, freq]"""
    b, t, f = feats.shape
    mask = jnp.ones((b, t, f))
    for i in range(cfg.n_masks):
        kf, kt, key = jax.random.split(key, 3)
        f0 = jax.random.randint(kf, (b, 1, 1), 0, f - cfg.freq_mask)
        t0 = jax.random.randint(kt, (b, 1, 1), 0, t - cfg.time_mask)
        fr = jnp.arange(f)[None, None, :]
        tr = jnp.arange(t)[None, :, None]
        mask = mask * ~((fr >= f0) & (fr < f0 + cfg.freq_mask))
        mask = mask * ~((tr >= t0) & (tr < t0 + cfg.time_mask))
    return feats * mask
