import numpy as np
from config import SPLITS


def load_split(name, seed=69):
    spec = SPLITS[name]
    rng = np.random.default_rng(seed + len(name))
    x = rng.normal(size=(spec["n"], 20)).astype(spec["dtype"])
    y = (x[:, 0] > 0).astype(np.int32)
    return x, y
