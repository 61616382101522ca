import numpy as np

MAX_BINS = 256


def synthetic_core(name, n_bins, seed):
    rng = np.random.default_rng(seed)
    depth = np.arange(n_bins) * 0.5
    years = depth / (0.25 + 0.002 * depth)
    d18o = -35.0 + 1.5 * np.sin(2 * np.pi * years) + rng.normal(0, 0.4, n_bins)
    return {"name": name, "depth": depth, "d18o": d18o}


def to_fixed_length(record):
    n = len(record["d18o"])
    vals = np.zeros(MAX_BINS, np.float32)
    mask = np.zeros(MAX_BINS, np.float32)
    vals[:n] = record["d18o"]
    mask[:n] = 1.0
    return vals, mask


CORES = [synthetic_core(n, k, s) for s, (n, k) in
         enumerate([("NGRIP-a", 240), ("EGRIP-s3", 198), ("WAIS-sub", 221), ("Law Dome", 143), ("RICE", 256)])]
