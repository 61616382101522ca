import numpy as np

N_BINS = 200


def load_target(seed):
    rng = np.random.default_rng(seed)
    n = int(rng.integers(3000, 6000))
    t = np.sort(rng.uniform(0, 80, n))
    period = rng.uniform(2, 9)
    depth = rng.uniform(2e-3, 1e-2)
    phase = (t / period + 0.5) % 1 - 0.5
    flux = 1 - depth * (np.abs(phase) < 0.02) + rng.normal(0, 1e-3, n)
    return t, flux, period, depth


def fold_and_bin(t, flux, period):
    phase = (t / period + 0.5) % 1 - 0.5
    edges = np.linspace(-0.5, 0.5, N_BINS + 1)
    idx = np.clip(np.digitize(phase, edges) - 1, 0, N_BINS - 1)
    sums = np.bincount(idx, flux, N_BINS)
    counts = np.bincount(idx, minlength=N_BINS)
    centers = 0.5 * (edges[1:] + edges[:-1])
    return centers.astype(np.float32), (sums / np.maximum(counts, 1)).astype(np.float32), counts.astype(np.float32)
