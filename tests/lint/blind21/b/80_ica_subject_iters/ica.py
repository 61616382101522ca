from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_iter",))
def fastica_symmetric(X, W0, n_iter):
    def sym_decorrelate(W):
        s, u = jnp.linalg.eigh(W @ W.T)
        return u @ jnp.diag(1.0 / jnp.sqrt(s)) @ u.T @ W

    def body(i, W):
        wx = W @ X
        g, g_prime = jnp.tanh(wx), 1.0 - jnp.tanh(wx) ** 2
        W_new = g @ X.T / X.shape[1] - g_prime.mean(axis=1)[:, None] * W
        return sym_decorrelate(W_new)

    return jax.lax.fori_loop(0, n_iter, body, sym_decorrelate(W0))


def iterations_for(n_samples, base=20):
    return base + n_samples // 200
