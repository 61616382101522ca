import numpy as np

WINDOW_HOURS = 29 * 24  # standard 29-day analysis period


def year_of_hourly_levels(rng, n_days=365):
    t = np.arange(n_days * 24, dtype=np.float32)
    eta = 0.9 * np.cos(2 * np.pi * t / 12.42) + 0.3 * np.cos(2 * np.pi * t / 12.0) + 0.15 * np.cos(2 * np.pi * t / 25.82)
    return t, (eta + rng.normal(0, 0.05, t.size)).astype(np.float32)


def analysis_windows(t, eta, step_days=30):
    for start in range(0, len(t) - WINDOW_HOURS + 1, step_days * 24):
        yield start // 24, t[start:start + WINDOW_HOURS], eta[start:start + WINDOW_HOURS]
