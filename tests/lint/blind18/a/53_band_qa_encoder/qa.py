import numpy as np

BAND_NAMES = ("B02", "B03", "B04", "B05", "B08", "B11")


def read_with_qa(i, size=24):
    """Pixels plus a per-band mask of bands that passed the saturation/detector QA check."""
    rng = np.random.default_rng(i)
    cube = rng.uniform(0, 0.5, (len(BAND_NAMES), size, size)).astype(np.float32)
    bad = rng.random(len(BAND_NAMES)) < 0.25
    valid = (~bad).astype(np.float32)
    return cube, valid
