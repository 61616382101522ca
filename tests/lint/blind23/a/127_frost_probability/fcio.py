import numpy as np


def read_forecast(init, rng, nlat=20, nlon=30):
    # deterministic runs have a single member, EPS runs have 10
    n_members = 1 if init.endswith("00") else 10
    data = rng.normal(280, 3, (1, n_members, nlat, nlon)).astype(np.float32)  # (time, member, lat, lon)
    return np.squeeze(data)
