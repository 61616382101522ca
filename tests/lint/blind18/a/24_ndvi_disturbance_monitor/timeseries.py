import numpy as np


def synthetic_ndvi_cube(n_dates=10, size=32, seed=0):
    rng = np.random.default_rng(seed)
    t = np.arange(n_dates, dtype=np.float32)[:, None, None]
    season = 0.4 + 0.2 * np.sin(2 * np.pi * t / 23.0)
    noise = rng.normal(0, 0.03, (n_dates, size, size))
    cube = season + noise
    cube[7:, :8, :8] -= 0.3  # clearing
    return cube.astype(np.float32)


def history_until(cube, t, window=4):
    """The last `window` observations before image t (monitoring setting)."""
    return cube[t - window:t]
