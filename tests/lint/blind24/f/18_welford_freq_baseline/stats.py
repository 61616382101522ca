from typing import NamedTuple

import jax
import jax.numpy as jnp


class RunningStats(NamedTuple):
    n: jax.Array
    mean: jax.Array
    m2: jax.Array


def init_stats(dim):
    return RunningStats(n=jnp.array(0.0), mean=jnp.zeros(dim), m2=jnp.zeros((dim, dim)))


@jax.jit
def update_and_score(stats, f):
    """Mahalanobis novelty index of identified frequencies, then Welford update."""
    cov = stats.m2 / jnp.maximum(stats.n - 1.0, 1.0) + 1e-6 * jnp.eye(f.shape[0])
    d = f - stats.mean
    score = jnp.where(stats.n > 5, d @ jnp.linalg.solve(cov, d), 0.0)
    n = stats.n + 1.0
    mean = stats.mean + d / n
    m2 = stats.m2 + jnp.outer(d, f - mean)
    return RunningStats(n, mean, m2), score
