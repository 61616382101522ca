import numpy as np


def make_fragments(n, rng):
    return [rng.normal(size=(int(rng.integers(40, 120)), 3)).astype(np.float32) for _ in range(n)]


def collate(clouds):
    longest = max(len(c) for c in clouds)
    pts = np.zeros((len(clouds), longest, 3), np.float32)
    mask = np.zeros((len(clouds), longest), np.float32)
    for i, c in enumerate(clouds):
        pts[i, :len(c)] = c
        mask[i, :len(c)] = 1.0
    return pts, mask


def batches(clouds, size):
    for s in range(0, len(clouds), size):
        yield collate(clouds[s:s + size])
