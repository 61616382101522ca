import numpy as np


def die_table(wafer_id, n_die=120, seed=0):
    rng = np.random.default_rng(seed + wafer_id)
    r = rng.uniform(0, 1, n_die)                  # normalized radius of die center
    area = rng.choice([0.8, 1.0, 1.2], n_die)    # cm^2
    lam = area * np.exp(-1.0 + 1.8 * r ** 4)
    counts = rng.poisson(lam)
    if wafer_id % 2:
        counts = counts.astype(np.float64)  # exported via the newer inspection recipe
    return {"radius": r, "area": area, "counts": counts}


def to_design(table):
    X = np.stack([np.ones_like(table["radius"]), table["radius"] ** 2, table["radius"] ** 4], 1)
    return (X.astype(np.float32), np.log(table["area"]).astype(np.float32),
            np.asarray(table["counts"]).astype(np.float32))
