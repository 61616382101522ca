from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


def n_modes_for(variance_fraction, data):
    s = np.linalg.svd(data - data.mean(0), compute_uv=False)
    frac = np.cumsum(s ** 2) / np.sum(s ** 2)
    return int(np.searchsorted(frac, variance_fraction) + 1)


@partial(jax.jit, static_argnums=(1,))
def eof_reconstruct(anom, k):
    u, s, vt = jnp.linalg.svd(anom, full_matrices=False)
    recon = (u[:, :k] * s[:k]) @ vt[:k]
    return recon, s[:k] ** 2 / jnp.sum(s ** 2)
