import numpy as np

COLUMNS = ["age", "lactate", "creatinine", "heart_rate", "map"]


def synthetic_site(rng, n, missing):
    table = {c: rng.normal(size=n).astype(np.float32) for c in COLUMNS}
    for c in missing:
        table[c][:] = np.nan
    outcome = rng.integers(0, 2, size=n).astype(np.float32)
    return table, outcome


def to_batch(table):
    batch = {}
    for name in COLUMNS:
        values = table[name]
        batch[name] = np.nan_to_num(values, nan=0.0)
    return batch
