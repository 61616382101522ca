import numpy as np

N = 600


def from_watch(rng):
    return {
        "spo2": (95 + rng.standard_normal(N)).astype(np.float32),
        "hr": (60 + 3 * rng.standard_normal(N)).astype(np.float32),
        "label": np.int32(rng.integers(0, 2)),
    }


def from_ring(rng):
    # the ring SDK returns fields in a different order
    out = {}
    out["label"] = np.int32(rng.integers(0, 2))
    out["hr"] = (62 + 3 * rng.standard_normal(N)).astype(np.float32)
    out["spo2"] = (96 + rng.standard_normal(N)).astype(np.float32)
    return out


def segments(n, seed=0):
    rng = np.random.default_rng(seed)
    for i in range(n):
        yield from_watch(rng) if i % 2 == 0 else from_ring(rng)
