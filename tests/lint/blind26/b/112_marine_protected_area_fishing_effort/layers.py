import numpy as np

SHAPE = (50, 50)


def load_layer(kind, rng):
    yy, xx = np.mgrid[:SHAPE[0], :SHAPE[1]]
    if kind == "raster":
        raw = ((yy - 25) ** 2 + (xx - 20) ** 2 < 120).astype(np.uint8)   # GeoTIFF 0/1
    elif kind == "shapefile":
        raw = ((yy > 10) & (yy < 22) & (xx > 30)).astype(np.float32)       # rasterised polygon
    else:
        raw = (rng.random(SHAPE) < 0.05)                                  # point buffers
    return np.asarray(raw).astype(bool)
