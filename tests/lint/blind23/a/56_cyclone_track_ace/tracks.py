import numpy as np

BUCKETS = (32, 64)


def synthetic_tracks(n=24, seed=0):
    rng = np.random.default_rng(seed)
    tracks = []
    for _ in range(n):
        L = int(rng.integers(8, 60))
        lat = 15 + np.cumsum(rng.normal(0.3, 0.2, L))
        lon = -40 - np.cumsum(rng.normal(0.5, 0.2, L))
        vmax = 30 + 20 * np.sin(np.linspace(0, np.pi, L)) + rng.normal(0, 2, L)
        tracks.append(np.stack([lat, lon, vmax], -1).astype(np.float32))
    return tracks


def bucket(track):
    size = next(b for b in BUCKETS if b >= len(track))
    out = np.zeros((size, 3), np.float32)
    out[:len(track)] = track
    mask = np.zeros(size, np.float32)
    mask[:len(track)] = 1
    return out, mask
