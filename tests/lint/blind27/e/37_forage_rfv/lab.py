import numpy as np


def parse_lab_sheet(sample_id, seed=37):
    """NIR forage analysis; column order differs between the two labs we use."""
    rng = np.random.default_rng(seed + sample_id)
    cols = ["ndf", "adf", "cp", "starch"] if sample_id % 2 else ["cp", "starch", "adf", "ndf"]
    ranges = {"ndf": (35, 55), "adf": (22, 35), "cp": (12, 22), "starch": (5, 30)}
    result = {}
    for c in cols:
        lo, hi = ranges[c]
        result[c] = np.float32(rng.uniform(lo, hi, size=()))
    return result
