import numpy as np

N_GAUGES = 12


def hourly_stream(n_hours, seed=3):
    rng = np.random.default_rng(seed)
    t = np.arange(n_hours)
    for h in t:
        astro = 1.5 * np.cos(2 * np.pi * h / 12.42 + np.linspace(0, 1, N_GAUGES))
        surge = 0.4 * np.exp(-((h - 30) / 8.0) ** 2) * np.ones(N_GAUGES)
        obs = astro + surge + rng.normal(0, 0.05, N_GAUGES)
        yield h, obs.astype(np.float32), astro.astype(np.float32)
