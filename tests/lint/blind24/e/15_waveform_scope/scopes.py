from functools import partial

import jax
import jax.numpy as jnp


class ScopeSettings:
    def __init__(self, bins=64, legal_range=True):
        self.bins = bins
        self.legal_range = legal_range


@partial(jax.jit, static_argnames=("settings",))
def waveform(frame, settings):
    luma = frame @ jnp.array([0.2126, 0.7152, 0.0722])
    lo, hi = (16 / 255, 235 / 255) if settings.legal_range else (0.0, 1.0)
    idx = jnp.clip(((luma - lo) / (hi - lo) * (settings.bins - 1)).astype(jnp.int32), 0, settings.bins - 1)
    one_hot = jax.nn.one_hot(idx, settings.bins)
    return one_hot.sum(axis=0).T
