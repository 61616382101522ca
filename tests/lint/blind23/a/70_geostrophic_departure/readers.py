import numpy as np


def read_netcdf_like(kind, rng, shape=(24, 32)):
    if kind == "reanalysis":
        names = ["u10", "v10", "msl"]
    else:
        names = ["msl", "v10", "u10"]
    return {n: rng.normal(size=shape).astype(np.float32) for n in names}
