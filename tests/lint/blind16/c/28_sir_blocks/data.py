import numpy as np


def synthetic_counts(n_days=100, seed=0):
    rng = np.random.default_rng(seed)
    s, i, pop = 995.0, 5.0, 1000.0
    counts = []
    for _ in range(n_days):
        new = 0.35 * s * i / pop
        rec = 0.1 * i
        s, i = s - new, i + new - rec
        counts.append(rng.poisson(new))
    return np.arange(n_days, dtype=np.int32), np.asarray(counts, dtype=np.float32)


def chunks(days, counts, n_chunks):
    for d, c in zip(np.split(days, n_chunks), np.split(counts, n_chunks)):
        yield d, c
