import numpy as np

MAX_LEN = 256


def capture(n, seed=1):
    rng = np.random.default_rng(seed)
    out = []
    for _ in range(n):
        length = int(rng.integers(40, 200))
        payload = rng.integers(0, 256, size=length, dtype=np.uint8)
        out.append(payload)
    return out


def to_tokens(payload):
    buf = np.zeros(MAX_LEN, dtype=np.int32)
    n = min(len(payload), MAX_LEN)
    buf[:n] = payload[:n]
    mask = np.zeros(MAX_LEN, dtype=bool)
    mask[:n] = True
    return buf, mask
