import numpy as np

N_NEURONS, N_BINS, N_COV = 6, 200, 5


def _raw_session(seed):
    rng = np.random.default_rng(seed)
    X = rng.normal(size=(N_BINS, N_COV)).astype(np.float32)
    w = rng.normal(scale=0.3, size=(N_COV, N_NEURONS))
    counts = rng.poisson(np.exp(X @ w))
    return X, counts


def gaussian_smooth(counts, width=2):
    k = np.exp(-0.5 * (np.arange(-3 * width, 3 * width + 1) / width) ** 2)
    k /= k.sum()
    return np.stack([np.convolve(c, k, mode="same") for c in counts.T], 1).astype(np.float32)


def load_session(seed, smooth=False):
    X, counts = _raw_session(seed)
    if smooth:
        counts = gaussian_smooth(counts)
    return X, counts
