import numpy as np


def stratified_sites(seed=0):
    rng = np.random.default_rng(seed)
    for name, n in [("Catal", 10), ("Jericho", 6), ("Star Carr", 8), ("Skara Brae", 6), ("Lepenski", 9)]:
        ages = np.sort(rng.uniform(7000, 9500, size=n))[::-1].astype(np.float32)
        yield name, ages, np.full(n, 40.0, np.float32)
