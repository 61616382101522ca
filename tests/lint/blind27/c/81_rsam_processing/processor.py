from functools import partial

import jax
import jax.numpy as jnp


class RsamProcessor:
    def __init__(self, fs, smooth_s):
        self.fs = fs
        self.n_smooth = int(fs * smooth_s)

    @partial(jax.jit, static_argnums=0)
    def smoothed_amplitude(self, trace):
        analytic_mag = jnp.abs(trace - trace.mean())
        k = jnp.ones(self.n_smooth) / self.n_smooth
        return jnp.convolve(analytic_mag, k, mode="same")
