import numpy as np

_RAW = [
    ("A", 5_000_000, 20_000_000),
    ("B", 7.5e6, 2.5e7),
    ("C", 10_000_000, 15_000_000),
    ("D", 12.5e6, 3e7),
]

NAMES = [r[0] for r in _RAW]
TERMS = np.array([r[1:] for r in _RAW], dtype=np.float32)


def treaty_terms(i):
    retention, limit = TERMS[i]
    return retention, limit
