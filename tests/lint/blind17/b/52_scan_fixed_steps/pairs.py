import numpy as np


STEPS_PER_EPOCH = 12


def build_epoch(rng, clicks_per_query, batch_size=16):
    pairs = []
    for q, (pos_docs, neg_docs) in enumerate(clicks_per_query):
        for p in pos_docs:
            for n in rng.choice(neg_docs, size=min(2, len(neg_docs)), replace=False):
                pairs.append((q, p, n))
    pairs = np.array(pairs, np.int32)
    pick = rng.integers(0, len(pairs), STEPS_PER_EPOCH * batch_size)
    return pairs[pick].reshape(STEPS_PER_EPOCH, batch_size, 3)


def simulate_clicks(rng, num_queries, num_docs, ctr=0.3):
    out = []
    for _ in range(num_queries):
        shown = rng.choice(num_docs, size=10, replace=False)
        clicked = rng.random(10) < ctr
        out.append((shown[clicked], shown[~clicked]))
    return out
