import numpy as np


def storm_track(n_steps, rng):
    lat = 15.0 + np.cumsum(rng.uniform(0.3, 0.8, n_steps))
    lon = 140.0 - np.cumsum(rng.uniform(0.2, 1.0, n_steps))
    radius_deg = rng.uniform(3.0, 6.0, n_steps)
    return lat, lon, radius_deg


def crop_box(field, lats, lons, clat, clon, radius):
    rows = np.where(np.abs(lats - clat) <= radius)[0]
    cols = np.where(np.abs(lons - clon) <= radius)[0]
    return field[rows[0]:rows[-1] + 1, cols[0]:cols[-1] + 1]
