import numpy as np

from metrics import ndcg


def user_slates(rng, n_users, n_items):
    for user in range(n_users):
        size = rng.integers(5, 15)
        items = rng.choice(n_items, size=size, replace=False)
        gains = (rng.random(size) < 0.3).astype(np.float32)
        yield user, items, gains


def evaluate(score_fn, rng, n_users, n_items):
    vals = []
    for user, items, gains in user_slates(rng, n_users, n_items):
        scores = score_fn(user, items)
        vals.append(float(ndcg(scores, gains)))
    return float(np.mean(vals))
