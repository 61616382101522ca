import numpy as np

HALF_WIDTH = 12


def storm_track(n_steps, rng):
    lat = 15.0 + np.cumsum(rng.uniform(0.3, 0.8, n_steps))
    lon = 140.0 - np.cumsum(rng.uniform(0.2, 1.0, n_steps))
    radius_deg = rng.uniform(3.0, 6.0, n_steps)
    return lat, lon, radius_deg


def crop_box(field, lats, lons, clat, clon, radius):
    i = int(np.clip(np.argmin(np.abs(lats - clat)), HALF_WIDTH, len(lats) - HALF_WIDTH))
    j = int(np.clip(np.argmin(np.abs(lons - clon)), HALF_WIDTH, len(lons) - HALF_WIDTH))
    patch = field[i - HALF_WIDTH:i + HALF_WIDTH, j - HALF_WIDTH:j + HALF_WIDTH]
    yy, xx = np.meshgrid(lats[i - HALF_WIDTH:i + HALF_WIDTH] - clat, lons[j - HALF_WIDTH:j + HALF_WIDTH] - clon, indexing="ij")
    inside = (np.abs(yy) <= radius) & (np.abs(xx) <= radius)
    return patch, inside
