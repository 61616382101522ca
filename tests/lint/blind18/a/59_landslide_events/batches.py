import numpy as np

DEM_AVAILABLE = {"nepal_2015": True, "hokkaido_2018": False, "kerala_2018": True, "haiti_2021": False}


def event_batch(event, n=8, size=16):
    rng = np.random.default_rng(len(event))
    if not DEM_AVAILABLE[event]:
        batch = {
            "slope": np.zeros((n, size, size), np.float32),
            "slope_weight": np.zeros((n, size, size), np.float32),
        }
    else:
        batch = {}
    batch["optical"] = rng.uniform(0, 0.5, (n, size, size, 4)).astype(np.float32)
    batch["ndvi_drop"] = rng.uniform(-0.5, 0.1, (n, size, size)).astype(np.float32)
    if DEM_AVAILABLE[event]:
        batch["slope"] = rng.uniform(0, 60, (n, size, size)).astype(np.float32)
        batch["slope_weight"] = np.ones((n, size, size), np.float32)
    return batch
