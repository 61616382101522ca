import os
import tempfile
import numpy as np

def write_shards(rng, n_shards=2, rows=32, seq=40):
    d = tempfile.mkdtemp()
    paths = []
    for s in range(n_shards):
        p = os.path.join(d, f"shard{s}.bin")
        rng.integers(1, 1000, size=(rows, seq)).astype(np.uint16).tofile(p)
        paths.append(p)
    return paths

def read_shard(path, seq=40):
    return np.memmap(path, dtype=np.uint16, mode="r").reshape(-1, seq)

def fresh_batch(rng, rows=32, seq=40):
    return rng.integers(1, 1000, size=(rows, seq)).astype(np.int32)
