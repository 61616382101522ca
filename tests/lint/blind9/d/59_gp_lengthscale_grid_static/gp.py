from functools import partial

import jax
import jax.numpy as jnp


def se_kernel(a, b, lengthscale):
    return jnp.exp(-0.5 * jnp.sum((a[:, None] - b[None]) ** 2, -1) / lengthscale**2)


@partial(jax.jit, static_argnames=("lengthscale", "noise"))
def log_evidence(X, y, lengthscale, noise=0.05):
    K = se_kernel(X, X, lengthscale) + noise * jnp.eye(X.shape[0])
    L = jnp.linalg.cholesky(K)
    alpha = jax.scipy.linalg.cho_solve((L, True), y)
    return -0.5 * y @ alpha - jnp.sum(jnp.log(jnp.diag(L))) - 0.5 * X.shape[0] * jnp.log(2 * jnp.pi)
