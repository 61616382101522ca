import os
import tempfile
import numpy as np

class TokenShardDataset:
    def __init__(self, rng, n_shards=3, rows=32, seq=40):
        self.dir = tempfile.mkdtemp()
        self.seq = seq
        self.paths = []
        for s in range(n_shards):
            p = os.path.join(self.dir, f"shard{s}.bin")
            rng.integers(1, 1000, size=(rows, seq)).astype(np.uint16).tofile(p)
            self.paths.append(p)

    def __len__(self):
        return len(self.paths)

    def __getitem__(self, i):
        arr = np.memmap(self.paths[i], dtype=np.uint16, mode="r").reshape(-1, self.seq)
        return arr.astype(np.int32)
