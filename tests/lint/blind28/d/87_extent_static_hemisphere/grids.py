import numpy as np

# NSIDC polar stereographic 25 km grids (subsampled 1:8 here)
SHAPES = {"north": (56, 38), "south": (42, 40)}


def daily_field(hemisphere, day):
    rng = np.random.default_rng(day * 2 + (hemisphere == "south"))
    ny, nx = SHAPES[hemisphere]
    yy, xx = np.mgrid[0:ny, 0:nx]
    r = np.hypot(yy - ny / 2, xx - nx / 2) / (min(ny, nx) / 2)
    return np.clip(1.1 - r + 0.05 * np.sin(day / 10) + rng.normal(0, 0.03, (ny, nx)), 0, 1).astype(np.float32)
