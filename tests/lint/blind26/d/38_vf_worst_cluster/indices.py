from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(2,))
def worst_cluster_depth(td, reliable, k):
    # mean of the k most depressed reliable points
    vals = jnp.where(reliable, td, jnp.inf)
    worst = -jax.lax.top_k(-vals, k)[0]
    return worst.mean()


def cluster_depth(exam):
    k = max(3, int(exam["reliable"].sum()) // 10)
    return worst_cluster_depth(exam["td"], exam["reliable"], k)
