import numpy as np

CN_BY_CLASS = np.array([98.0, 85.0, 77.0, 70.0, 60.0, 55.0], np.float32)


def class_fractions(raster):
    counts = np.bincount(raster.ravel() - 1, minlength=len(CN_BY_CLASS))
    return (counts / counts.sum()).astype(np.float32)


def synthetic_raster(seed):
    rng = np.random.default_rng(seed)
    present = rng.choice(np.arange(1, 7), size=int(rng.integers(3, 7)), replace=False)
    return rng.choice(present, size=(40, 40))
