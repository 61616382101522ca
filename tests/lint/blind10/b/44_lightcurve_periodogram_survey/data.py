import numpy as np

MAX_OBS = 64


def load_light_curves(n_curves=24, seed=1):
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


def collate(batch, length=MAX_OBS):
    times = np.zeros((len(batch), length), np.float32)
    mags = np.zeros((len(batch), length), np.float32)
    mask = np.zeros((len(batch), length), np.float32)
    for i, (t, m, _) in enumerate(batch):
        n = min(len(t), length)
        times[i, :n] = t[:n]
        mags[i, :n] = m[:n]
        mask[i, :n] = 1.0
    return times, mags, mask


def batches(curves, batch_size):
    for i in range(0, len(curves) - batch_size + 1, batch_size):
        yield curves[i:i + batch_size]
