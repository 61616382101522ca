import numpy as np

N_UNITS, N_ORI = 30, 8


def population_responses(n, seed):
    rng = np.random.default_rng(seed)
    prefs = np.linspace(0, np.pi, N_UNITS, endpoint=False)
    ori_idx = rng.integers(0, N_ORI, size=n)
    theta = ori_idx * np.pi / N_ORI
    rates = 5 * np.exp(2 * (np.cos(2 * (theta[:, None] - prefs[None])) - 1))
    return np.sqrt(rng.poisson(rates)).astype(np.float32), ori_idx.astype(np.int32)


def train_batches(X, y, batch_size):
    for i in range(0, len(X) - batch_size + 1, batch_size):
        yield X[i : i + batch_size], y[i : i + batch_size]


def validation_set(seed=99, n=64):
    X, y = population_responses(n, seed)
    return [X, y]
