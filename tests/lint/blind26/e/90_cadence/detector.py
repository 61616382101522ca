from functools import partial

import jax
import jax.numpy as jnp


class StepDetector:
    def __init__(self, fs):
        self.fs = fs
        self.threshold = 1.0

    def __hash__(self):
        return hash(self.fs)

    def __eq__(self, other):
        return isinstance(other, StepDetector) and self.fs == other.fs

    def adapt(self, signal):
        self.threshold = round(float(0.6 * signal.max()), 2)

    def cadence(self, acc_v):
        return self._cadence(acc_v, self.threshold)

    @partial(jax.jit, static_argnums=0)
    def _cadence(self, acc_v, threshold):
        peaks = (acc_v[1:-1] > acc_v[:-2]) & (acc_v[1:-1] >= acc_v[2:]) & (acc_v[1:-1] > threshold)
        return jnp.sum(peaks) * 60.0 * self.fs / acc_v.shape[0]
