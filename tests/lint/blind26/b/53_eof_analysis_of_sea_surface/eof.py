from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("max_modes",))
def eof_filter(anom, variance_target, max_modes):
    u, s, vt = jnp.linalg.svd(anom, full_matrices=False)
    frac = jnp.cumsum(s ** 2) / jnp.sum(s ** 2)
    keep = (jnp.arange(max_modes) == 0) | (frac[:max_modes] - (s[:max_modes] ** 2) / jnp.sum(s ** 2) < variance_target)
    recon = (u[:, :max_modes] * (s[:max_modes] * keep)) @ vt[:max_modes]
    return recon, jnp.sum(keep)
