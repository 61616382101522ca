import math

import numpy as np


def freedman_diaconis_bins(values, lo=-6.0, hi=6.0, max_bins=64):
    q75, q25 = np.percentile(values, [75, 25])
    width = 2.0 * (q75 - q25) / len(values) ** (1 / 3)
    if width <= 0:
        return 8
    return int(min(max_bins, math.ceil((hi - lo) / width)))
