import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def shard_topk(query, shard):
    return jax.lax.top_k(shard @ query, 10)


def retrieve(catalog, query, k=10):
    all_scores, all_ids = [], []
    for offset, shard in zip(catalog.offsets, catalog.shards):
        s, i = shard_topk(query, shard)
        all_scores.append(np.asarray(s))
        all_ids.append(np.asarray(i) + offset)
    scores = np.concatenate(all_scores)
    ids = np.concatenate(all_ids)
    scores = np.where(ids < catalog.num_items, scores, -np.inf)
    return ids[np.argsort(-scores)[:k]]
