import functools

import jax
import jax.numpy as jnp


def rbf(a, b, ls=0.2):
    return jnp.exp(-0.5 * jnp.sum((a[:, None] - b[None]) ** 2, -1) / ls**2)


@functools.partial(jax.jit, static_argnames=("region",))
def propose(X, y, key, region, n_candidates=256):
    center = X[jnp.argmin(y)]
    lo, hi = region
    cand = center + jax.random.uniform(key, (n_candidates, X.shape[1]), minval=lo, maxval=hi)
    cand = jnp.clip(cand, 0.0, 1.0)
    K = rbf(X, X) + 1e-4 * jnp.eye(X.shape[0])
    Ks = rbf(cand, X)
    mean = Ks @ jnp.linalg.solve(K, y)
    var = 1.0 - jnp.sum(Ks * jnp.linalg.solve(K, Ks.T).T, -1)
    lcb = mean - 2.0 * jnp.sqrt(jnp.clip(var, 1e-9))
    return cand[jnp.argmin(lcb)]
