from functools import partial

import jax
import jax.numpy as jnp


class SuppressionSpectrometer:
    def __init__(self, veto_threshold_kev=30.0, coincidence_ns=200.0, n_bins=512):
        self.veto_threshold_kev = veto_threshold_kev
        self.coincidence_ns = coincidence_ns
        self.n_bins = n_bins

    @partial(jax.jit, static_argnums=0)
    def suppressed_spectrum(self, e_ge, e_bgo, dt_ns):
        vetoed = (e_bgo > self.veto_threshold_kev) & (jnp.abs(dt_ns) < self.coincidence_ns)
        w = jnp.where(vetoed, 0.0, 1.0)
        hist, _ = jnp.histogram(e_ge, bins=self.n_bins, range=(0.0, 2048.0), weights=w)
        return hist
