import numpy as np


def night_log(seed=0):
    """FILTER keywords as written by the different instrument control versions."""
    rng = np.random.default_rng(seed)
    filters = ["r", "r ", "R", "r", "rSDSS", "r "]
    for i, f in enumerate(filters):
        img = rng.normal(400, 15, (48, 48)).astype(np.float32)
        yield {"FILTER": f, "EXPTIME": 60.0, "IMAGEID": i}, img
