import numpy as np

EVENT_DAYS = {3: 1.0, 7: 0.5}


def daily_features(day, n_stations, rng):
    feats = {
        "lagged": rng.poisson(50, (n_stations, 7)).astype(np.float32),
        "temp": np.full((n_stations,), rng.normal(18, 5), np.float32),
    }
    if day in EVENT_DAYS:
        feats["event"] = np.full((n_stations,), EVENT_DAYS[day], np.float32)
    return feats
