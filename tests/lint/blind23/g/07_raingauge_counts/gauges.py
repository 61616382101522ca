import numpy as np


def read_station(kind, n_hours, rng):
    if kind == "tipping_bucket":
        # tips of 0.2 mm bucket, stored as counts
        return rng.poisson(1.5, size=n_hours)
    return np.round(rng.gamma(0.7, 0.4, size=n_hours), 1)


STATIONS = [
    ("STN-014", "tipping_bucket"),
    ("STN-022", "weighing"),
    ("STN-031", "tipping_bucket"),
    ("STN-047", "weighing"),
    ("STN-052", "weighing"),
]
