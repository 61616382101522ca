from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(2,))
def quadratic_kappa(rater_a, rater_b, n_scores):
    A = jax.nn.one_hot(rater_a, n_scores)
    B = jax.nn.one_hot(rater_b, n_scores)
    observed = A.T @ B
    expected = jnp.outer(A.sum(0), B.sum(0)) / rater_a.shape[0]
    i = jnp.arange(n_scores)
    w = (i[:, None] - i[None, :]) ** 2 / max(n_scores - 1, 1) ** 2
    return 1.0 - jnp.sum(w * observed) / jnp.sum(w * expected)
