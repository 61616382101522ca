import numpy as np


def read_fix_times(vendor, n=96, seed=0):
    rng = np.random.default_rng(seed)
    base = 1_700_000_000 + np.cumsum(rng.integers(1700, 1900, n))
    if vendor == "lotek":
        # Lotek exports whole UNIX seconds
        return base - base[0]
    # Vectronic exports seconds with sub-second GPS timing
    return (base - base[0]) + rng.random(n)
