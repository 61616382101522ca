import numpy as np

HOURS = np.arange(48, dtype=np.float32)


def load_stations(rng, names=("airport", "harbour", "hill", "campus", "farm")):
    data = {}
    for k, name in enumerate(names):
        temp = 10 + 5 * np.sin(2 * np.pi * (HOURS - 6 - k) / 24) + 0.5 * rng.standard_normal(HOURS.size)
        temp[rng.random(HOURS.size) < rng.uniform(0.05, 0.3)] = np.nan  # sensor dropouts
        data[name] = temp.astype(np.float32)
    return data


def observed(series):
    """Keep the full hourly grid; missing readings get weight 0 and a placeholder value."""
    valid = (~np.isnan(series)).astype(np.float32)
    return HOURS, np.nan_to_num(series, nan=0.0), valid
