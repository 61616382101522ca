import numpy as np

_STORED = {"walk": np.int64(6), "run": 6}
PROTOCOL = {mode: int(n) for mode, n in _STORED.items()}
