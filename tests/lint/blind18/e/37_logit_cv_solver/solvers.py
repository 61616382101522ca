import functools

import jax
import jax.numpy as jnp


@functools.lru_cache(maxsize=None)
def get_solver(cfg):
    def fit(X, y):
        beta = jnp.zeros(X.shape[1], X.dtype)
        lr = 1.0 / X.shape[0]

        def body(b, _):
            g = X.T @ (jax.nn.sigmoid(X @ b) - y) + cfg.alpha * b
            return b - lr * g, None

        beta, _ = jax.lax.scan(body, beta, None, length=cfg.n_iter)
        return beta

    return jax.jit(fit)
