from functools import partial

import jax
import jax.numpy as jnp


class SyllableSegmenter:
    def __init__(self, sr=32000, hop=128, min_gap_ms=10.0):
        self.sr, self.hop, self.min_gap_ms = sr, hop, min_gap_ms

    @partial(jax.jit, static_argnums=(0,))
    def segment(self, envelope, thresh):
        on = envelope > thresh
        gap = int(self.min_gap_ms * self.sr / self.hop / 1000)
        closed = jnp.convolve(on.astype(jnp.float32), jnp.ones(gap), mode="same") > 0
        onsets = closed[1:] & ~closed[:-1]
        return onsets.sum(), closed.mean()
