import numpy as np


def make_views(rng, images, n_global=2, max_local=4, noise=0.1):
    n_local = int(rng.integers(1, max_local + 1))
    views = []
    for _ in range(n_global + n_local):
        views.append((images + noise * rng.normal(size=images.shape)).astype(np.float32))
    return views
