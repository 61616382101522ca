import numpy as np


def make_probe_dataset(n_sites=230, n_depths=6, seed=0):
    rng = np.random.default_rng(seed)
    clay = rng.uniform(5, 45, size=(n_sites, 1))
    sand = rng.uniform(10, 70, size=(n_sites, 1))
    rain = rng.gamma(2.0, 4.0, size=(n_sites, 1))
    et0 = rng.uniform(2.0, 7.0, size=(n_sites, 1))
    depth = np.tile(np.linspace(0.1, 1.0, n_depths), (n_sites, 1))
    x = np.concatenate([clay, sand, rain, et0, depth], axis=1).astype(np.float32)
    vwc = 0.05 + 0.004 * clay - 0.001 * sand + 0.01 * rain - 0.02 * et0
    y = (vwc + 0.01 * rng.standard_normal((n_sites, 1))).astype(np.float32)
    return x, y


def iterate_batches(x, y, batch_size, rng):
    idx = rng.permutation(len(x))
    for start in range(0, len(x), batch_size):
        sel = idx[start:start + batch_size]
        yield x[sel], y[sel]
