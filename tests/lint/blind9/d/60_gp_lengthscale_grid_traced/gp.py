from functools import partial

import jax
import jax.numpy as jnp


def matern12(t1, t2, lengthscale):
    return jnp.exp(-jnp.abs(t1[:, None] - t2[None, :]) / lengthscale)


@partial(jax.jit, static_argnames=("jitter",))
def log_evidence(t, y, lengthscale, noise, jitter=1e-6):
    K = matern12(t, t, lengthscale) + (noise + jitter) * jnp.eye(t.shape[0])
    L = jnp.linalg.cholesky(K)
    alpha = jax.scipy.linalg.cho_solve((L, True), y)
    return -0.5 * y @ alpha - jnp.sum(jnp.log(jnp.diag(L))) - 0.5 * t.shape[0] * jnp.log(2 * jnp.pi)
