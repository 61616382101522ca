import functools

import jax
import jax.numpy as jnp


def band_slope(spec, cfg):
    lo, hi = cfg["bins"]
    peak = lo + jnp.argmax(spec[lo:hi], axis=0).astype(jnp.float32)
    t = jnp.arange(peak.shape[0], dtype=jnp.float32) - (peak.shape[0] - 1) / 2
    return jnp.sum(t * (peak - peak.mean())) / jnp.sum(t ** 2) * cfg["hz_per_bin"]


def measure(spec, cfg):
    fn = jax.jit(functools.partial(band_slope, cfg=cfg))
    return fn(spec)
