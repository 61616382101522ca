import numpy as np


def from_csv_export(rng, n):
    # pandas-style export: default integer width
    return rng.integers(0, 50, n), rng.integers(0, 2, n), rng.random(n)


def from_lms_api(rng, n):
    return (rng.integers(0, 50, n).astype(np.int32), rng.integers(0, 2, n).astype(np.int32),
            rng.random(n).astype(np.float32))


def load_semesters(seed=0):
    rng = np.random.default_rng(seed)
    for term, reader in [("F23", from_csv_export), ("S24", from_lms_api), ("F24", from_csv_export), ("S25", from_lms_api)]:
        yield term, reader(rng, 256)
