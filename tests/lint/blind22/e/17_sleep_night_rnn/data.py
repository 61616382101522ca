import numpy as np

EPOCH_S = 30
N_FEAT = 8


def night(seed):
    rng = np.random.default_rng(seed)
    hours = rng.choice([6.0, 6.5, 7.0, 7.5])
    n_epochs = int(hours * 3600 / EPOCH_S) // 10  # downsampled for the demo
    feats = rng.standard_normal((n_epochs, N_FEAT)).astype(np.float32)
    stages = rng.integers(0, 5, size=n_epochs).astype(np.int32)
    return feats, stages


def nights(n):
    for i in range(n):
        x, y = night(i)
        yield x[None], y[None]
