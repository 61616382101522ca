from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


class HarmonicEstimator:
    """Estimates harmonic magnitudes from a PQ-meter waveform window."""

    def __init__(self, fundamental_hz=60.0, fs=3840.0, orders=(1, 3, 5, 7)):
        self.f0 = fundamental_hz
        self.fs = fs
        self.orders = orders

    @partial(jax.jit, static_argnums=0)
    def magnitudes(self, window):
        t = jnp.arange(window.shape[0]) / self.fs
        out = []
        for h in self.orders:
            c = jnp.cos(2 * jnp.pi * h * self.f0 * t)
            s = jnp.sin(2 * jnp.pi * h * self.f0 * t)
            out.append(2 * jnp.hypot(window @ c, window @ s) / window.shape[0])
        return jnp.stack(out)
