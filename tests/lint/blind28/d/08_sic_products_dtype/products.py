import numpy as np

GRID = (48, 48)


def _field(seed):
    rng = np.random.default_rng(seed)
    yy, xx = np.mgrid[0:GRID[0], 0:GRID[1]]
    r = np.hypot(yy - 24, xx - 24) / 24.0
    return np.clip(1.15 - r + rng.normal(0, 0.05, GRID), 0.0, 1.0)


def read_nsidc_cdr(month):
    # CDR files store concentration as scaled bytes (0-100 %)
    return np.round(_field(month) * 100).astype(np.uint8)


def read_osisaf(month):
    return (_field(100 + month) * 100.0).astype(np.float32)


PRODUCTS = {"NSIDC-CDR": read_nsidc_cdr, "OSI-SAF": read_osisaf}
