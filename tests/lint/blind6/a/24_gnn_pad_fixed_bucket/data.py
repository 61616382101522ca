import numpy as np

EDGE_BUCKETS = (32, 64)


def random_graphs(n, seed=0):
    rng = np.random.default_rng(seed)
    graphs = []
    for _ in range(n):
        n_edges = int(rng.integers(5, 40))
        graphs.append((rng.integers(0, 10, n_edges), rng.integers(0, 10, n_edges)))
    return graphs


def bucket_for(n):
    for b in EDGE_BUCKETS:
        if n <= b:
            return b
    raise ValueError(n)


def collate(batch):
    width = bucket_for(max(len(s) for s, _ in batch))
    snd = np.zeros((len(batch), width), np.int32)
    rcv = np.zeros((len(batch), width), np.int32)
    mask = np.zeros((len(batch), width), np.float32)
    for i, (s, r) in enumerate(batch):
        snd[i, :len(s)] = s
        rcv[i, :len(r)] = r
        mask[i, :len(s)] = 1.0
    return snd, rcv, mask
