import numpy as np

LON_MAJOR = {"cesm", "ipsl"}


def open_field(name, rng, nlat=36, nlon=72):
    raw = rng.normal(288, 10, size=(nlon, nlat) if name in LON_MAJOR else (nlat, nlon)).astype(np.float32)
    return canonical(raw, name)


def canonical(raw, name):
    dims = ("lon", "lat") if name in LON_MAJOR else ("lat", "lon")
    order = [dims.index("lat"), dims.index("lon")]
    return np.ascontiguousarray(np.transpose(raw, order))
