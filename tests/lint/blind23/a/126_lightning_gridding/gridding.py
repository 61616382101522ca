import numpy as np


def grid_lightning(lat, lon, energy, nlat=30, nlon=60):
    i = np.clip(((lat + 60) / 120 * nlat).astype(int), 0, nlat - 1)
    j = np.clip(((lon + 180) / 360 * nlon).astype(int), 0, nlon - 1)
    flat = i * nlon + j
    counts = np.bincount(flat, minlength=nlat * nlon)
    energy_sum = np.bincount(flat, weights=energy, minlength=nlat * nlon)
    return (counts.reshape(nlat, nlon).astype(np.float32),
            energy_sum.reshape(nlat, nlon).astype(np.float32))
