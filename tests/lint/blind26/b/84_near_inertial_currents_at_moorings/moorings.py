import numpy as np

MOORING_TABLE = np.array([(1, 32.5), (2, 38.0), (3, 44.2), (4, 50.1)], dtype=[("id", "i4"), ("lat", "f4")])
EXTRA_SITES = [("glider-ref", 41.0), ("ship-ADCP", 35.5)]


def current_record(lat, rng, n=512):
    t = np.arange(n, dtype=np.float64)
    f = 2 * 7.2921e-5 * np.sin(np.deg2rad(lat)) * 3600
    u = 0.2 * np.cos(f * t) + 0.05 * rng.normal(size=n)
    v = -0.2 * np.sin(f * t) + 0.05 * rng.normal(size=n)
    return u.astype(np.float32), v.astype(np.float32)


def all_sites():
    for row in MOORING_TABLE:
        yield f"M{row['id']}", row["lat"]
    for name, lat in EXTRA_SITES:
        yield name, lat
