import numpy as np

def collate(tracks):
    L = max(len(t) for t in tracks)
    x = np.zeros((len(tracks), L, 2), np.float32)
    m = np.zeros((len(tracks), L), np.float32)
    for i, t in enumerate(tracks):
        x[i, :len(t)] = t
        m[i, :len(t)] = 1
    return x, m

def track_batches(rng, n_batches=5, bs=8):
    for _ in range(n_batches):
        tracks = [rng.normal(size=(int(rng.integers(30, 60)), 2)).astype(np.float32) for _ in range(bs)]
        labels = rng.integers(0, 2, bs)
        yield collate(tracks), labels
