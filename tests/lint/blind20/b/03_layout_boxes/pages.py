import numpy as np


def random_regions(rng, n):
    xy = rng.uniform(0.0, 0.7, size=(n, 2))
    wh = rng.uniform(0.05, 0.3, size=(n, 2))
    return np.concatenate([xy, xy + wh], axis=1).astype(np.float32)


def annotated_pages(seed, n_pages):
    rng = np.random.default_rng(seed)
    for _ in range(n_pages):
        n_regions = int(rng.integers(2, 12))
        yield {"page_id": int(rng.integers(1e6)), "regions": random_regions(rng, n_regions)}
