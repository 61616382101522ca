import io

import numpy as np


def instrument_export(seed, n=16, k=90):
    rng = np.random.default_rng(seed)
    return rng.normal(size=(n, k)) * 0.05 + np.linspace(0.2, 0.9, k)


def load_batch(seed):
    """Older instrument exports CSV text (parsed as float64); the new one writes float32 .npy."""
    arr = instrument_export(seed)
    if seed % 2 == 0:
        buf = io.StringIO()
        np.savetxt(buf, arr, delimiter=",")
        buf.seek(0)
        return np.loadtxt(buf, delimiter=",")
    return arr.astype(np.float32)
