import io

import numpy as np


def _csv(values):
    return io.StringIO("\n".join(f"{v:.4f}" for v in values))


def read_optical_density(badge_batch, rng):
    values = rng.uniform(0.2, 1.8, 32)
    if badge_batch % 2 == 0:
        # densitometer export: one column per file
        return np.loadtxt(_csv(values), ndmin=2).astype(np.float32)
    return np.loadtxt(_csv(values)).astype(np.float32)
