import numpy as np

from metrics import ndcg

MAX_SLATE = 16


def pad_to(x, length, fill):
    out = np.full(length, fill, dtype=np.float32)
    out[:len(x)] = x
    return out


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
        mask = np.arange(MAX_SLATE) < len(items)
        vals.append(float(ndcg(pad_to(scores, MAX_SLATE, 0.0), pad_to(gains, MAX_SLATE, 0.0), mask)))
    return float(np.mean(vals))
