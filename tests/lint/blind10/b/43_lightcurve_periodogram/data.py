import numpy as np


def load_light_curves(n_curves=24, seed=0):
    """Irregularly sampled variable-star light curves of different lengths."""
    rng = np.random.default_rng(seed)
    curves = []
    for _ in range(n_curves):
        n_obs = int(rng.integers(20, 60))
        t = np.sort(rng.uniform(0, 10, n_obs))
        period = rng.uniform(0.5, 3.0)
        mag = np.sin(2 * np.pi * t / period) + 0.1 * rng.standard_normal(n_obs)
        curves.append((t.astype(np.float32), mag.astype(np.float32), np.float32(period)))
    return curves


def collate(batch):
    max_len = max(len(t) for t, _, _ in batch)
    times = np.zeros((len(batch), max_len), np.float32)
    mags = np.zeros((len(batch), max_len), np.float32)
    mask = np.zeros((len(batch), max_len), np.float32)
    for i, (t, m, _) in enumerate(batch):
        times[i, : len(t)] = t
        mags[i, : len(t)] = m
        mask[i, : len(t)] = 1.0
    return times, mags, mask


def batches(curves, batch_size):
    for i in range(0, len(curves), batch_size):
        yield curves[i:i + batch_size]
