import numpy as np


def num_negatives(step, start=2, every=1, cap=8):
    return min(start + step // every, cap)


def mine_hard_negatives(rng, query_emb, pool, n_neg):
    sims = query_emb @ pool.T
    order = np.argsort(-sims, axis=1)[:, 1 : n_neg + 1]
    return pool[order]
