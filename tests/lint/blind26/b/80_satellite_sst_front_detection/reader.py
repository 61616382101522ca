import numpy as np

SCALE, OFFSET, FILL = 0.005, 20.0, -32768


def read_granule(k, rng, shape=(64, 64)):
    """L2 SST granule: packed int16 with scale/offset, as stored in the netCDF files."""
    sst = 18 + 6 * np.linspace(0, 1, shape[0])[:, None] + rng.normal(0, 0.3, shape)
    packed = np.round((sst - OFFSET) / SCALE).astype(np.int16)
    cloud = rng.random(shape) < 0.1 + 0.05 * k
    packed[cloud] = FILL
    return packed


def decode(packed):
    sst = packed.astype(np.float32) * SCALE + OFFSET
    sst[packed == FILL] = np.nan
    return sst
