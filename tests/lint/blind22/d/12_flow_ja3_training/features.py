import numpy as np

BATCH = 32


def flow_batch(rng, with_tls):
    batch = {
        "stats": rng.normal(size=(BATCH, 6)).astype(np.float32),
        "ports": rng.integers(0, 1024, size=(BATCH,)).astype(np.int32),
        "ja3": np.zeros((BATCH,), dtype=np.int32),
        "has_tls": np.zeros((BATCH,), dtype=np.float32),
    }
    if with_tls:
        batch["ja3"] = rng.integers(1, 512, size=(BATCH,)).astype(np.int32)
        batch["has_tls"][:] = 1.0
    return batch


def labels(rng):
    return rng.integers(0, 2, size=(BATCH,)).astype(np.int32)
