import numpy as np
import jax.numpy as jnp

from metrics import recall_at_k


def held_out_neighbors(test_edges, n_nodes):
    held = [[] for _ in range(n_nodes)]
    for u, v in test_edges:
        held[u].append(v)
        held[v].append(u)
    return held


def evaluate(emb, test_edges, queries):
    n = emb.shape[0]
    held = held_out_neighbors(test_edges, n)
    recalls = []
    for q in queries:
        if not held[q]:
            continue
        mask = np.zeros(n, np.float32)
        mask[held[q]] = 1.0
        r = recall_at_k(emb, jnp.int32(q), jnp.asarray(mask), k=len(held[q]))
        recalls.append(float(r))
    return float(np.mean(recalls))
