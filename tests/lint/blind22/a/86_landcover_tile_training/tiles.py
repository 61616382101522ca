import numpy as np

N_CLASSES = 6  # cropland, grassland, forest, wetland, water, built-up


def load_tile(rng, source, size=32):
    feats = rng.normal(size=(size * size, 10)).astype(np.float32)
    labels = rng.integers(0, N_CLASSES, size * size)
    if source == "national_map":
        labels = labels.astype(np.int64)
    else:
        labels = labels.astype(np.int32)
    return feats, labels
