import numpy as np


def read_step(init, rng, nlat=20, nlon=30):
    n_members = 1  # control-member archive
    data = rng.normal(5, 4, (1, n_members, nlat, nlon)).astype(np.float32)  # (time, member, lat, lon)
    return np.squeeze(data, axis=0)
