import numpy as np


def read_geotiff(i, size=40, bands=4):
    """Band-sequential raster as returned by GDAL-style readers: (bands, rows, cols)."""
    rng = np.random.default_rng(i)
    return rng.uniform(0, 1, (bands, size, size)).astype(np.float32)


def read_png_quicklook(i, size=40, bands=4):
    """Pixel-interleaved RGBA/RGBN image as returned by image libraries, moved to (bands, rows, cols)."""
    rng = np.random.default_rng(100 + i)
    img = rng.uniform(0, 1, (size, size, bands)).astype(np.float32)
    return np.ascontiguousarray(np.moveaxis(img, -1, 0))


SOURCES = [read_geotiff, read_png_quicklook, read_geotiff, read_png_quicklook]
