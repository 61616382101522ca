import numpy as np


def load_cores(seed=0):
    rng = np.random.default_rng(seed)
    cores = {}
    for name, n in [("LOCH-A", 5), ("LOCH-B", 8), ("BOG-1", 5), ("BOG-2", 11)]:
        depth = np.sort(rng.uniform(10, 250, size=n)).astype(np.float32)
        c14 = (400 + 18 * depth + rng.normal(0, 40, size=n)).astype(np.float32)
        err = rng.uniform(25, 50, size=n).astype(np.float32)
        cores[name] = (depth, c14, err)
    return cores
