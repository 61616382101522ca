import json

import numpy as np

DEFAULT_BANDS = ((0.1, 0.8), (0.8, 2.0))


def load_bands(text=None):
    bands = DEFAULT_BANDS if text is None else json.loads(text)["bands"]
    return np.asarray(bands, dtype=np.float32)
