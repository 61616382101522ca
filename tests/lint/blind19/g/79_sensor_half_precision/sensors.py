import numpy as np


def dense_probes(rng, n=32):
    x = rng.uniform(0, 1, n).astype(np.float32)
    return x, np.sin(np.pi * x).astype(np.float32)


def archived_probes(rng, n=32):
    """Older logger that stores readings in half precision to save space."""
    x = rng.uniform(0, 1, n).astype(np.float16)
    return x, np.sin(np.pi * x).astype(np.float16)


SOURCES = [dense_probes, archived_probes]
