import numpy as np


def load_segment(year, rng):
    data = rng.normal(0, 1, 3600).astype(np.float32)
    if year < 2010:
        # pre-2010 archive was stored at half precision to save tape space
        return data.astype(np.float16)
    return data
