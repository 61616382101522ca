import numpy as np

T, OBS, ACT = 16, 6, 3


def _episodes(rng, n):
    lengths = rng.integers(6, T + 1, size=n)
    obs = rng.normal(size=(n, T, OBS)).astype(np.float32)
    act = rng.normal(size=(n, T, ACT)).astype(np.float32)
    return obs, act, lengths


def train_batch(rng, n=8):
    obs, act, lengths = _episodes(rng, n)
    mask = np.arange(T)[None, :] < lengths[:, None]
    return obs, act, mask


def validation_set(rng, n=8):
    """Validation demos were trimmed to full length by the collection script."""
    obs = rng.normal(size=(n, T, OBS)).astype(np.float32)
    act = rng.normal(size=(n, T, ACT)).astype(np.float32)
    mask = np.ones((n, T), np.float32)
    return obs, act, mask
