import numpy as np

N = 24 * 7


def from_reanalysis(rng):
    # the reanalysis reader builds fields in file order
    f = {}
    f["shortwave"] = np.clip(800 * np.sin(2 * np.pi * (np.arange(N) % 24 - 6) / 24), 0, None).astype(np.float32)
    f["wind_speed"] = rng.gamma(3.0, 2.5, N).astype(np.float32)
    f["air_temp"] = (15 + 3 * np.sin(2 * np.pi * np.arange(N) / 24) + rng.normal(0, 0.5, N)).astype(np.float32)
    f["rel_humidity"] = rng.uniform(0.6, 0.95, N).astype(np.float32)
    return f


def from_buoy(rng):
    # the buoy reader returns fields in the order of the buoy's message format
    return {
        "air_temp": (14 + 3 * np.sin(2 * np.pi * np.arange(N) / 24) + rng.normal(0, 0.5, N)).astype(np.float32),
        "rel_humidity": rng.uniform(0.6, 0.95, N).astype(np.float32),
        "wind_speed": rng.gamma(3.0, 2.5, N).astype(np.float32),
        "shortwave": np.clip(750 * np.sin(2 * np.pi * (np.arange(N) % 24 - 6) / 24), 0, None).astype(np.float32),
    }
