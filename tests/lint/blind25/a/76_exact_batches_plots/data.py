import numpy as np

N_PLOTS = 256
BATCH = 64


def hyperspectral_plots(seed=0):
    rng = np.random.default_rng(seed)
    x = rng.uniform(0, 0.6, size=(N_PLOTS, 40)).astype(np.float32)
    chl = (30 + 40 * (x[:, 25] - x[:, 18]) + rng.normal(0, 1.0, N_PLOTS)).astype(np.float32)
    return x, chl


def epoch_batches(x, y, epoch):
    order = np.random.default_rng(epoch).permutation(len(x))
    for i in range(0, len(x), BATCH):
        sel = order[i:i + BATCH]
        yield x[sel], y[sel]
