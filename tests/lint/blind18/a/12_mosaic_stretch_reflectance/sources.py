import numpy as np

LANDSAT_SCALE = 2.75e-5
LANDSAT_OFFSET = -0.2


def read_landsat(tile_id, size=96):
    rng = np.random.default_rng(tile_id)
    # Collection 2 Level-2 surface reflectance, scaled integers
    dn = rng.integers(7000, 40000, size=(3, size, size), dtype=np.uint16)
    return (dn * LANDSAT_SCALE + LANDSAT_OFFSET).astype(np.float32)


def read_sentinel2(tile_id, size=96):
    rng = np.random.default_rng(100 + tile_id)
    dn = rng.integers(0, 10000, size=(3, size, size))
    return (dn / 10000.0).astype(np.float32)


CATALOG = [
    ("sentinel2", 0), ("landsat", 1), ("sentinel2", 2), ("landsat", 3), ("sentinel2", 4),
]

READERS = {"landsat": read_landsat, "sentinel2": read_sentinel2}
