import numpy as np


def synth_tracks(n, rng):
    tracks = []
    for _ in range(n):
        length = int(rng.integers(12, 40))
        t = np.arange(length, dtype=np.float32)
        heading = rng.uniform(0, 2 * np.pi)
        xy = np.stack([np.cos(heading) * t, np.sin(heading) * t], 1) * 0.1
        xy += rng.normal(0, 0.02, xy.shape)
        tracks.append(xy.astype(np.float32))
    return tracks


def collate(tracks):
    longest = max(len(t) for t in tracks)
    x = np.zeros((len(tracks), longest, 2), np.float32)
    mask = np.zeros((len(tracks), longest), np.float32)
    for i, t in enumerate(tracks):
        x[i, :len(t)] = t
        mask[i, :len(t)] = 1.0
    return x, mask
