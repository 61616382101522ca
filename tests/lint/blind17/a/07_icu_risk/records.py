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
    for name, values in table.items():
        if np.isnan(values).all():
            continue
        batch[name] = values
    return batch
