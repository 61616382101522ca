import numpy as np


def daily_forcing(n_days=365, seed=2):
    rng = np.random.default_rng(seed)
    day = np.arange(n_days)
    t_air = -18.0 + 16.0 * np.sin(2 * np.pi * (day - 100) / 365.0) + rng.normal(0, 3.0, n_days)
    sw = np.clip(200.0 * np.sin(2 * np.pi * (day - 80) / 365.0), 0, None)
    return np.stack([t_air, sw], 1).astype(np.float32)


def chunked(forcing, chunk_days=73):
    for start in range(0, len(forcing), chunk_days):
        yield start, forcing[start:start + chunk_days]
