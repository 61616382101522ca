import numpy as np


def synthetic_waveforms(n_events, n_samples, seed=0):
    rng = np.random.default_rng(seed)
    t = np.arange(n_samples) / 100.0
    picks = rng.integers(n_samples // 4, 3 * n_samples // 4, size=n_events)
    waves = rng.normal(0, 0.1, size=(n_events, n_samples)).astype(np.float32)
    for i, p in enumerate(picks):
        tail = t[p:] - t[p]
        waves[i, p:] += np.exp(-3 * tail) * np.sin(2 * np.pi * 5 * tail)
    labels = np.zeros((n_events, n_samples), np.float32)
    labels[np.arange(n_events), picks] = 1.0
    return waves, labels


def iterate_batches(waves, labels, batch_size):
    n = waves.shape[0]
    for start in range(0, n, batch_size):
        yield waves[start:start + batch_size], labels[start:start + batch_size]
