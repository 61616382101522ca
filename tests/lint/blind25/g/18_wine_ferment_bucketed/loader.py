import numpy as np

BUCKETS = (64, 128)


def bucket_len(n):
    for b in BUCKETS:
        if n <= b:
            return b
    raise ValueError(n)


class DensityCurves:
    """Must density (specific gravity) readings, one per 2 h, for each tank."""

    def __init__(self, n_tanks=36, seed=0):
        rng = np.random.default_rng(seed)
        self.items = []
        for _ in range(n_tanks):
            n = int(rng.integers(40, 120))
            t = np.arange(n) / 12.0
            k = rng.uniform(0.2, 0.6)
            sg = 1.090 - 0.092 * (1 - np.exp(-k * t)) + 0.0005 * rng.normal(size=n)
            self.items.append((sg.astype(np.float32), np.float32(k)))
        self.items.sort(key=lambda it: len(it[0]))

    def batches(self, bs=6):
        for i in range(0, len(self.items), bs):
            chunk = self.items[i : i + bs]
            L = bucket_len(max(len(x) for x, _ in chunk))
            x = np.zeros((bs, L), np.float32)
            m = np.zeros((bs, L), np.float32)
            y = np.zeros(bs, np.float32)
            for j, (sg, k) in enumerate(chunk):
                x[j, : len(sg)] = sg
                m[j, : len(sg)] = 1
                y[j] = k
            yield x, m, y
