import numpy as np

HISTORICAL_SPEED = np.array([24.0, 19.5, 31.0, 22.0, 27.5, 18.0, 25.0, 29.0], np.float32)


def blended_speed(seg, probe_speeds, prior_weight=5.0):
    n = len(probe_speeds)
    total = HISTORICAL_SPEED[seg] * prior_weight + np.sum(probe_speeds, dtype=np.float32)
    return np.float32(total / (prior_weight + n))
