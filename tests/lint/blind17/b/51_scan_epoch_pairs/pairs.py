import numpy as np


def build_epoch(rng, clicks_per_query, batch_size=16):
    pairs = []
    for q, (pos_docs, neg_docs) in enumerate(clicks_per_query):
        for p in pos_docs:
            for n in rng.choice(neg_docs, size=min(2, len(neg_docs)), replace=False):
                pairs.append((q, p, n))
    pairs = np.array(pairs, np.int32)
    rng.shuffle(pairs)
    n_batches = len(pairs) // batch_size
    return pairs[: n_batches * batch_size].reshape(n_batches, batch_size, 3)


def simulate_clicks(rng, num_queries, num_docs, ctr=0.3):
    out = []
    for _ in range(num_queries):
        shown = rng.choice(num_docs, size=10, replace=False)
        clicked = rng.random(10) < ctr
        out.append((shown[clicked], shown[~clicked]))
    return out
