from functools import partial

import jax
import jax.numpy as jnp


def fit_lee_carter(log_m):
    a = log_m.mean(axis=1)
    centered = log_m - a[:, None]
    u, s, vt = jnp.linalg.svd(centered, full_matrices=False)
    b = u[:, 0] / u[:, 0].sum()
    k = s[0] * vt[0] * u[:, 0].sum()
    return a, b, k


@partial(jax.jit, static_argnames=("horizon",))
def project_mortality(a, b, k, key, horizon):
    drift = (k[-1] - k[0]) / (k.shape[0] - 1)
    sigma = jnp.std(jnp.diff(k) - drift)
    shocks = sigma * jax.random.normal(key, (500, horizon))
    k_paths = k[-1] + jnp.cumsum(drift + shocks, axis=1)
    log_m = a[None, :, None] + b[None, :, None] * k_paths[:, None, :]
    return jnp.exp(log_m)
