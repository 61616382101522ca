import numpy as np

N_TRAIN, N_VALID, BATCH = 192, 64, 32


def make_split(seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(N_TRAIN + N_VALID, 6)).astype(np.float32)
    y = (x @ rng.normal(size=6) + 0.1 * rng.normal(size=len(x))).astype(np.float32)
    return (x[:N_TRAIN], y[:N_TRAIN]), (x[N_TRAIN:], y[N_TRAIN:])


def train_batches(x, y, rng):
    order = rng.permutation(len(x))
    for i in range(len(x) // BATCH):
        idx = order[i * BATCH:(i + 1) * BATCH]
        yield x[idx], y[idx]
