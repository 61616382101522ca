import numpy as np


def new_events_per_day(n_days=6, seed=5):
    """Features and catalogue magnitudes for events reviewed each day."""
    rng = np.random.default_rng(seed)
    counts = [37, 52, 41, 37, 60, 45][:n_days]
    for day, n in enumerate(counts):
        logamp = rng.uniform(-1, 2, n).astype(np.float32)
        logdist = rng.uniform(1, 2.3, n).astype(np.float32)
        mag = (1.1 * logamp + 1.6 * logdist - 0.4 + 0.1 * rng.standard_normal(n)).astype(np.float32)
        yield day, np.stack([logamp, logdist], axis=1), mag
