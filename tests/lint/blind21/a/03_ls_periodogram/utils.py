import numpy as np


def frequency_grid_size(t, f_max, oversample=5):
    baseline = float(np.ptp(t))
    return int(oversample * baseline * f_max)


def make_survey(n_stars, n_obs=64, seed=1):
    rng = np.random.default_rng(seed)
    out = []
    for _ in range(n_stars):
        span = rng.uniform(10.0, 40.0)
        t = np.sort(rng.uniform(0.0, span, n_obs)).astype(np.float32)
        p = rng.uniform(0.3, 3.0)
        y = np.sin(2 * np.pi * t / p) + 0.3 * rng.normal(size=n_obs)
        out.append((t, y.astype(np.float32), p))
    return out
