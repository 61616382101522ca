import numpy as np


def model_output(name, rng, nlat=36, nlon=72):
    field = rng.gamma(2.0, 1.5, size=(nlat, nlon)).astype(np.float32)
    if name in ("cesm", "ipsl"):
        # these models are written lon-major
        return field.T.copy()
    return field
