from functools import partial

import jax
import jax.numpy as jnp


class SmoothingConfig:
    def __init__(self, sigma_bins=2.0, half_width=6):
        self.sigma_bins = sigma_bins
        self.half_width = half_width


def smooth_rates(counts, sigma_bins, half_width):
    t = jnp.arange(-half_width, half_width + 1, dtype=jnp.float32)
    k = jnp.exp(-0.5 * (t / sigma_bins) ** 2)
    k = k / k.sum()
    return jax.vmap(lambda c: jnp.convolve(c, k, mode="same"))(counts)


_kernels = {}


def get_smoother(cfg):
    if cfg not in _kernels:
        _kernels[cfg] = jax.jit(
            partial(smooth_rates, sigma_bins=cfg.sigma_bins, half_width=cfg.half_width)
        )
    return _kernels[cfg]
