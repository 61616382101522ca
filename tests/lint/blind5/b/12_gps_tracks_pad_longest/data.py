import numpy as np


def load_tracks(n_tracks, seed=0):
    """Synthetic GPS tracks (lon, lat) of varying length, one per vehicle."""
    rng = np.random.default_rng(seed)
    tracks = []
    for _ in range(n_tracks):
        n = int(rng.integers(20, 90))
        steps = rng.normal(scale=1e-3, size=(n, 2)).cumsum(0)
        tracks.append((steps + [7.45, 46.95]).astype(np.float32))
    return tracks


def collate(batch):
    longest = max(len(t) for t in batch)
    out = np.zeros((len(batch), longest, 2), dtype=np.float32)
    mask = np.zeros((len(batch), longest), dtype=bool)
    for i, t in enumerate(batch):
        out[i, : len(t)] = t
        mask[i, : len(t)] = True
    return out, mask
