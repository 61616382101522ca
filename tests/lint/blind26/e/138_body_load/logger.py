import numpy as np


def download(unit, rng):
    """Long-duration units store half-precision to fit a full tournament on the flash chip."""
    acc = rng.normal(0, 1.5, size=(1000, 3))
    return acc.astype(np.float16 if unit.startswith("LD") else np.float32)
