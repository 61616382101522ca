import numpy as np

POPULATION_SIZES = [1200, 800, 500]


def allocate(total, sizes):
    share = np.asarray(sizes, dtype=np.float64) / np.sum(sizes)
    n_h = np.maximum(np.round(share * total), 2).astype(np.int32)
    return n_h


def draw_sample(rng, n_h):
    means = np.array([50.0, 65.0, 80.0])
    sds = np.array([10.0, 15.0, 25.0])
    y = [rng.normal(means[h], sds[h], size=8).astype(np.float32) for h in range(3)]
    return np.stack(y)
