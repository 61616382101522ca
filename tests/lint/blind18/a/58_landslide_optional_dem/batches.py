import numpy as np

DEM_AVAILABLE = {"nepal_2015": True, "hokkaido_2018": False, "kerala_2018": True, "haiti_2021": False}


def event_batch(event, n=8, size=16):
    rng = np.random.default_rng(len(event))
    batch = {
        "optical": rng.uniform(0, 0.5, (n, size, size, 4)).astype(np.float32),
        "ndvi_drop": rng.uniform(-0.5, 0.1, (n, size, size)).astype(np.float32),
    }
    if DEM_AVAILABLE[event]:
        batch["slope"] = rng.uniform(0, 60, (n, size, size)).astype(np.float32)
    return batch
