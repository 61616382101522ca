import numpy as np


def synth_tracks(n, seed=0):
    rng = np.random.default_rng(seed)
    tracks = []
    for _ in range(n):
        L = int(rng.integers(8, 40))
        sog = rng.uniform(0, 20, L)
        cog = rng.uniform(0, 360, L)
        tracks.append(np.stack([sog / 20, np.sin(np.radians(cog)), np.cos(np.radians(cog))], 1).astype(np.float32))
    return tracks


def collate(tracks):
    max_len = max(len(t) for t in tracks)
    out = np.zeros((len(tracks), max_len, 3), np.float32)
    mask = np.zeros((len(tracks), max_len), np.float32)
    for i, t in enumerate(tracks):
        out[i, :len(t)] = t
        mask[i, :len(t)] = 1.0
    return out, mask
