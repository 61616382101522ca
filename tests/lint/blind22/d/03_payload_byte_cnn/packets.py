import numpy as np


def capture(n, seed=1):
    rng = np.random.default_rng(seed)
    out = []
    for _ in range(n):
        length = int(rng.integers(40, 200))
        payload = rng.integers(0, 256, size=length, dtype=np.uint8)
        out.append(payload)
    return out


def to_tokens(payload):
    return np.asarray(payload, dtype=np.int32)
