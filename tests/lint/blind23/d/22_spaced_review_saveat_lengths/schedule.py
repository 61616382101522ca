import numpy as np


def review_schedules(n_learners, seed=0):
    rng = np.random.default_rng(seed)
    out = []
    for _ in range(n_learners):
        n_reviews = int(rng.integers(3, 8))
        days = np.sort(rng.choice(np.arange(1, 30), size=n_reviews, replace=False)).astype(np.float32)
        out.append(days)
    return out
