import numpy as np


def make_strokes(rng, n, min_len=5, max_len=40):
    strokes = []
    for _ in range(n):
        length = int(rng.integers(min_len, max_len))
        t = np.linspace(0, 2 * np.pi, length)
        r = 1.0 + 0.2 * rng.normal()
        strokes.append(np.stack([r * np.cos(t), r * np.sin(t)], 1).astype(np.float32))
    return strokes


def collate(batch):
    max_len = max(len(s) for s in batch)
    points = np.zeros((len(batch), max_len, 2), np.float32)
    mask = np.zeros((len(batch), max_len), np.float32)
    for i, s in enumerate(batch):
        points[i, :len(s)] = s
        mask[i, :len(s)] = 1.0
    return points, mask


def batches(strokes, batch_size, rng):
    order = rng.permutation(len(strokes))
    for start in range(0, len(order) - batch_size + 1, batch_size):
        yield collate([strokes[i] for i in order[start:start + batch_size]])
