import numpy as np


def station_records(rng, n_stations=6, length=60):
    out = []
    for s in range(n_stations):
        record = rng.normal(2.0, 1.0, length).astype(np.float32)
        first_valid = int(rng.integers(30, 55))  # station started reporting late in the window
        out.append((record, length - first_valid))
    return out
