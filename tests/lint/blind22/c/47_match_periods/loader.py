import numpy as np

FRAMES_PER_PERIOD = 30


def match_periods(match_idx, seed=0):
    rng = np.random.default_rng(seed + match_idx)
    n_periods = 4 if match_idx % 3 == 2 else 2
    return [
        np.cumsum(rng.normal(0, 0.5, size=(FRAMES_PER_PERIOD, 2)), 0).astype(np.float32)
        for _ in range(n_periods)
    ]
