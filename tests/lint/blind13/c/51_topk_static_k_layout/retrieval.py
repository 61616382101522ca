from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("k",))
def top_k_items(user_vecs, item_vecs, k):
    scores = user_vecs @ item_vecs.T
    return jax.lax.top_k(scores, k)


def recall(pred_ids, truth_ids):
    hits = [len(set(p) & set(t)) / len(t) for p, t in zip(pred_ids.tolist(), truth_ids.tolist())]
    return sum(hits) / len(hits)
