import numpy as np

LEN, N_TAGS, BATCH = 1024, 6, 4


def from_webdataset(rng):
    sample = {}
    sample["tags"] = (rng.random((BATCH, N_TAGS)) > 0.7).astype(np.float32)
    sample["audio"] = rng.standard_normal((BATCH, LEN)).astype(np.float32)
    sample["weight"] = np.ones(BATCH, np.float32)
    return sample


def from_local_cache(rng):
    return {
        "audio": rng.standard_normal((BATCH, LEN)).astype(np.float32),
        "weight": np.full(BATCH, 0.5, np.float32),
        "tags": (rng.random((BATCH, N_TAGS)) > 0.7).astype(np.float32),
    }


def mixed_stream(rng, n):
    for i in range(n):
        yield from_webdataset(rng) if i % 2 == 0 else from_local_cache(rng)
