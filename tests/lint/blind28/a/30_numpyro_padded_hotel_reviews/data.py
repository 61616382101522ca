import numpy as np

MAX_REVIEWS = 64


def padded_reviews(seed=0, n_hotels=6):
    rng = np.random.default_rng(seed)
    for h in range(n_hotels):
        n = int(rng.integers(8, 60))
        r = np.clip(rng.normal(rng.uniform(2.5, 4.7), 0.7, n), 1, 5)
        vals = np.zeros(MAX_REVIEWS, np.float32)
        mask = np.zeros(MAX_REVIEWS, bool)
        vals[:n], mask[:n] = r, True
        yield f"hotel_{h}", vals, mask
