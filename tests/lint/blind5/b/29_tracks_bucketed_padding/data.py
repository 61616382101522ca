import numpy as np

BUCKETS = (32, 64, 96)


def load_tracks(n_tracks, seed=0):
    rng = np.random.default_rng(seed)
    tracks = []
    for _ in range(n_tracks):
        n = int(rng.integers(20, 90))
        steps = rng.normal(scale=1e-3, size=(n, 2)).cumsum(0)
        tracks.append((steps + [7.45, 46.95]).astype(np.float32))
    return tracks


def bucket_for(length):
    for b in BUCKETS:
        if length <= b:
            return b
    raise ValueError(f"track of {length} points exceeds the largest bucket")


def collate(batch, batch_size):
    longest = bucket_for(max(len(t) for t in batch))
    out = np.zeros((batch_size, longest, 2), dtype=np.float32)
    mask = np.zeros((batch_size, longest), dtype=bool)
    for i, t in enumerate(batch):
        out[i, : len(t)] = t
        mask[i, : len(t)] = True
    return out, mask
