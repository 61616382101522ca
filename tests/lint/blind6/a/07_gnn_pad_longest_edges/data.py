import numpy as np


def random_graphs(n, seed=0):
    rng = np.random.default_rng(seed)
    graphs = []
    for _ in range(n):
        n_edges = int(rng.integers(5, 40))
        senders = rng.integers(0, 10, n_edges)
        receivers = rng.integers(0, 10, n_edges)
        graphs.append((senders, receivers))
    return graphs


def collate(batch):
    longest = max(len(s) for s, _ in batch)
    snd = np.zeros((len(batch), longest), np.int32)
    rcv = np.zeros((len(batch), longest), np.int32)
    mask = np.zeros((len(batch), longest), np.float32)
    for i, (s, r) in enumerate(batch):
        snd[i, :len(s)] = s
        rcv[i, :len(r)] = r
        mask[i, :len(s)] = 1.0
    return snd, rcv, mask
