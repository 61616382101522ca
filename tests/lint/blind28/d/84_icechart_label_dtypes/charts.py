import numpy as np


def sigrid_raster(seed, size=24):
    """Ice-chart polygons rasterised from SIGRID-3 (stored as 8-bit PNG classes)."""
    rng = np.random.default_rng(seed)
    cls = np.zeros((size, size), np.uint8)
    cls[:, int(rng.integers(6, 18)):] = 1
    cls[: int(rng.integers(4, 12)), :] = 2
    return cls


def auto_labels(sar):
    # threshold-based labels for scenes without a chart
    return np.digitize(sar[..., 0], [-18.0, -12.0])


def scene(seed, size=24):
    rng = np.random.default_rng(100 + seed)
    return rng.normal(-15, 4, (size, size, 2)).astype(np.float32)


def training_pairs(n=8):
    for i in range(n):
        sar = scene(i)
        labels = sigrid_raster(i) if i % 2 == 0 else auto_labels(sar)
        yield sar[None], labels[None]
