from functools import partial

import jax
import jax.numpy as jnp


class HeelStrikeDetector:
    def __init__(self, fs, threshold):
        self.fs = fs
        self.threshold = threshold

    def __hash__(self):
        return hash((self.fs, self.threshold))

    def __eq__(self, other):
        return (self.fs, self.threshold) == (other.fs, other.threshold)

    @classmethod
    def tuned_to(cls, signal, fs):
        return cls(fs, round(float(0.6 * signal.max()), 2))

    @partial(jax.jit, static_argnums=0)
    def cadence(self, acc_v):
        peaks = (acc_v[1:-1] > acc_v[:-2]) & (acc_v[1:-1] >= acc_v[2:]) & (acc_v[1:-1] > self.threshold)
        return jnp.sum(peaks) * 60.0 * self.fs / acc_v.shape[0]
