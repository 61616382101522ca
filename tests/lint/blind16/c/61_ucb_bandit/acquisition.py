import functools

import jax
import jax.numpy as jnp


def kernel(a, b, ls):
    return jnp.exp(-0.5 * jnp.sum((a[:, None] - b[None]) ** 2, -1) / ls**2)


@functools.partial(jax.jit, static_argnums=(3,))
def ucb_argmax(X, y, key, cfg, kappa):
    cand = jax.random.uniform(key, (cfg.n_candidates, X.shape[1]))
    K = kernel(X, X, cfg.lengthscale) + 1e-4 * jnp.eye(X.shape[0])
    Ks = kernel(cand, X, cfg.lengthscale)
    L = jnp.linalg.cholesky(K)
    alpha = jax.scipy.linalg.cho_solve((L, True), y)
    v = jax.scipy.linalg.solve_triangular(L, Ks.T, lower=True)
    ucb = Ks @ alpha + kappa * jnp.sqrt(jnp.clip(1.0 - jnp.sum(v**2, 0), 1e-9))
    return cand[jnp.argmax(ucb)]
