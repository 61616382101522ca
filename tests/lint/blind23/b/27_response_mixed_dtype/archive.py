import numpy as np

# (network.station, stored as raw counts?)
ARCHIVE = [("IU.ANMO", True), ("IU.COLA", False), ("II.PFO", True), ("IU.HRV", False), ("II.BFO", True)]


def read_day(station, raw_counts, rng, n=4096):
    data = 1e3 * rng.standard_normal(n)
    if raw_counts:
        return np.round(data).astype(np.int32)
    return data.astype(np.float32)


def iter_archive(seed=0):
    rng = np.random.default_rng(seed)
    for station, raw in ARCHIVE:
        yield station, read_day(station, raw, rng)
