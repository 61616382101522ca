from functools import partial

import jax
import jax.numpy as jnp


def sq_exp(a, b, ls):
    return jnp.exp(-0.5 * jnp.sum((a[:, None] - b[None]) ** 2, -1) / ls**2)


@jax.jit
def posterior_mean_var(X, alpha, L, ls, Xq):
    Ks = sq_exp(Xq, X, ls)
    mu = Ks @ alpha
    v = jax.scipy.linalg.solve_triangular(L, Ks.T, lower=True)
    return mu, jnp.clip(1.0 - jnp.sum(v**2, 0), 1e-9)


class GPPosterior:
    def __init__(self, X, y, ls=0.3, noise=1e-2):
        self.X = X
        self.ls = jnp.float32(ls)
        K = sq_exp(X, X, self.ls) + noise * jnp.eye(X.shape[0])
        self.L = jnp.linalg.cholesky(K)
        self.alpha = jax.scipy.linalg.cho_solve((self.L, True), y)

    @property
    def predict(self):
        return partial(posterior_mean_var, self.X, self.alpha, self.L, self.ls)
