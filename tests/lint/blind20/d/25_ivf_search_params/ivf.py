from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(3,))
def ivf_search(centroids, lists, query, params):
    coarse = centroids @ query
    _, probe = jax.lax.top_k(coarse, params.n_probe)
    cands = lists[probe].reshape(-1, lists.shape[-1])
    sims = cands @ query
    scores, local = jax.lax.top_k(sims, params.k)
    list_size = lists.shape[1]
    ids = probe[local // list_size] * list_size + local % list_size
    return scores, ids
