from functools import partial

import jax
import jax.numpy as jnp


class FlickerMonitor:
    def __init__(self, fs=1600.0, window=320):
        self.fs = fs
        self.window = window
        self.history = []

    @partial(jax.jit, static_argnums=0)
    def short_term_severity(self, v_rms):
        frames = v_rms[: (v_rms.shape[0] // self.window) * self.window].reshape(-1, self.window)
        dv = (frames.max(1) - frames.min(1)) / frames.mean(1)
        return jnp.sqrt(jnp.mean(dv ** 2)) * 100.0

    def ingest(self, v_rms):
        pst = self.short_term_severity(v_rms)
        self.history.append(float(pst))
        return pst
