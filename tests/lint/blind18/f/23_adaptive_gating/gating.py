import functools

import jax
import jax.numpy as jnp
from scipy.stats import chi2


@functools.lru_cache(maxsize=None)
def make_gate(threshold):
    @jax.jit
    def gate(innovations, S_inv):
        d2 = jnp.einsum("tmi,tij,tmj->tm", innovations, S_inv, innovations)
        return d2 < threshold

    return gate


def gate_for_clutter(clutter_density, dof=2):
    confidence = 0.99 - 0.05 * min(clutter_density, 1.0)
    return make_gate(float(chi2.ppf(confidence, dof)))
