import numpy as np


def read_tile(i, size=32):
    """Float32 COG tile plus the GDAL metadata strings stored with it."""
    rng = np.random.default_rng(i)
    data = rng.uniform(0, 3000, (size, size)).astype(np.float32)
    data[rng.random((size, size)) < 0.05] = np.nan
    meta = {"NODATA": "nan", "SCALE": "1.0"}
    return data, meta


def nodata_of(meta):
    return float(meta["NODATA"])
