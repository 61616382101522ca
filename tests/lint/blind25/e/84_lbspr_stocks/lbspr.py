from functools import partial
import jax
import jax.numpy as jnp

@partial(jax.jit, static_argnums=(2,))
def lbspr_fit(freq, linf, n_bins):
    mids = jnp.linspace(0.5, 1.5, n_bins) * linf / 1.5
    p = freq / jnp.sum(freq)
    mean_len = jnp.sum(p * mids)
    return mean_len / linf

class LengthAssessment:
    N_BINS = 30

    def __init__(self, stock, linf):
        self.stock, self.linf = stock, linf

    def run(self, freq):
        return float(lbspr_fit(freq, self.linf, self.N_BINS))
