from collections import OrderedDict

import numpy as np


def parse_live(rng):
    return {"damage": rng.gamma(2.0, 300.0, 10).astype(np.float32),
            "healing": rng.gamma(1.5, 200.0, 10).astype(np.float32),
            "mitigated": rng.gamma(1.0, 400.0, 10).astype(np.float32)}


def parse_archive(rng):
    stats = parse_live(rng)
    return OrderedDict(sorted(stats.items()))
