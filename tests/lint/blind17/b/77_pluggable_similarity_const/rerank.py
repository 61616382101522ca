from functools import partial

import jax
import jax.numpy as jnp

from similarity import cosine


@partial(jax.jit, static_argnames=("similarity", "k"))
def mmr_rerank(query, docs, similarity, k=5, lam=0.7):
    rel = similarity(query, docs)
    selected = jnp.zeros(docs.shape[0], bool)
    picks = []
    for _ in range(k):
        sim_to_sel = jnp.where(selected[None, :], docs @ docs.T, -jnp.inf).max(-1)
        sim_to_sel = jnp.where(selected.any(), sim_to_sel, 0.0)
        mmr = jnp.where(selected, -jnp.inf, lam * rel - (1 - lam) * sim_to_sel)
        best = jnp.argmax(mmr)
        picks.append(best)
        selected = selected.at[best].set(True)
    return jnp.stack(picks)


COSINE = partial(cosine, eps=1e-6)


def diversify(query, docs):
    return mmr_rerank(query, docs, similarity=COSINE, k=5)
