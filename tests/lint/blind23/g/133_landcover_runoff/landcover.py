import numpy as np

CN_TABLE = {1: 98.0, 2: 85.0, 3: 77.0, 4: 70.0, 5: 60.0, 6: 55.0}


def class_fractions(raster):
    classes, counts = np.unique(raster, return_counts=True)
    cn = np.array([CN_TABLE[int(c)] for c in classes], np.float32)
    return cn, (counts / counts.sum()).astype(np.float32)


def synthetic_raster(seed):
    rng = np.random.default_rng(seed)
    present = rng.choice(np.arange(1, 7), size=int(rng.integers(3, 7)), replace=False)
    return rng.choice(present, size=(40, 40))
