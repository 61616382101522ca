import io

import numpy as np


def write_shard(rng, compact):
    x = rng.normal(size=(32, 20, 42)).astype(np.float32)
    y = rng.integers(0, 50, 32)
    y = y.astype(np.uint8) if compact else y.astype(np.int32)
    buf = io.BytesIO()
    np.savez(buf, x=x, y=y)
    buf.seek(0)
    return buf


def shard_reader(n_shards=4, seed=0):
    rng = np.random.default_rng(seed)
    shards = [write_shard(rng, compact=(i >= 2)) for i in range(n_shards)]
    for s in shards:
        s.seek(0)
        data = np.load(s)
        yield data["x"], data["y"]
