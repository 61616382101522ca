import numpy as np

MAX_NEG = 8


def num_negatives(step, start=2, every=1, cap=MAX_NEG):
    return min(start + step // every, cap)


def mine_hard_negatives(rng, query_emb, pool, n_neg):
    sims = query_emb @ pool.T
    order = np.argsort(-sims, axis=1)[:, 1 : MAX_NEG + 1]
    mask = np.arange(MAX_NEG)[None, :] < n_neg
    mask = np.broadcast_to(mask, order.shape)
    return pool[order], mask
