import numpy as np

FRAMES_PER_PERIOD = 30
MAX_PERIODS = 4


def match_periods(match_idx, seed=0):
    rng = np.random.default_rng(seed + match_idx)
    n_periods = 4 if match_idx % 3 == 2 else 2
    tracks = np.zeros((MAX_PERIODS, FRAMES_PER_PERIOD, 2), np.float32)
    played = np.zeros(MAX_PERIODS, np.float32)
    for p in range(n_periods):
        tracks[p] = np.cumsum(rng.normal(0, 0.5, size=(FRAMES_PER_PERIOD, 2)), 0)
        played[p] = 1.0
    return tracks, played
