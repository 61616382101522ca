from functools import partial

import jax
import jax.numpy as jnp

MAX_K = 8


@partial(jax.jit, static_argnames=("max_k",))
def worst_points_mean(td, reliable, k, max_k=MAX_K):
    vals = jnp.where(reliable, td, jnp.inf)
    worst = -jax.lax.top_k(-vals, max_k)[0]
    take = jnp.arange(max_k) < k
    return jnp.where(take, worst, 0.0).sum() / k


def cluster_depth(exam):
    k = max(3, int(exam["reliable"].sum()) // 10)
    return worst_points_mean(exam["td"], exam["reliable"], k)
