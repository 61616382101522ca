import numpy as np


def barn_readings(n_days=5, seed=25):
    rng = np.random.default_rng(seed)
    for d in range(n_days):
        temp = rng.normal(27, 4, size=96).astype(np.float32)   # 15-min barn temperature, C
        rh = rng.uniform(40, 90, size=96).astype(np.float32)   # relative humidity, %
        yield d, temp, rh


def alert_threshold(history, default=72.0):
    # use the herd's own 90th percentile once enough history is available
    if len(history) < 2:
        return default
    return np.percentile(np.concatenate(history), 90)
