import numpy as np


def season_inputs(rng, irrigated, n_days=90):
    schedule = np.where(np.arange(n_days) % 7 == 0, 25.0, 0.0) if irrigated else np.zeros(n_days)
    return {
        "rain": rng.gamma(0.7, 5.0, n_days).astype(np.float32),
        "tmean": (22 + rng.normal(0, 3, n_days)).astype(np.float32),
        "irrigation": schedule.astype(np.float32),
    }
