import numpy as np

MAX_PLAYERS = 24


def tracking_frames(n_frames, seed=0):
    rng = np.random.default_rng(seed)
    counts = [22, 21, 20, 22, 19, 21]
    for i in range(n_frames):
        n = counts[i % len(counts)]
        pos = rng.normal(size=(n, 2)).astype(np.float32) * 30.0
        prev = pos + rng.normal(size=(n, 2)).astype(np.float32) * 0.3
        yield pad_frame(pos), pad_frame(prev), player_mask(n)


def pad_frame(arr):
    out = np.zeros((MAX_PLAYERS, 2), np.float32)
    out[: arr.shape[0]] = arr
    return out


def player_mask(n):
    m = np.zeros((MAX_PLAYERS,), bool)
    m[:n] = True
    return m
