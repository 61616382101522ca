import numpy as np

LINE_HEIGHT = 16
BUCKETS = (64, 128)


def bucket_width(width):
    for b in BUCKETS:
        if width <= b:
            return b
    return BUCKETS[-1]


def collate(lines):
    width = bucket_width(max(l.shape[1] for l in lines))
    out = np.zeros((len(lines), LINE_HEIGHT, width), np.float32)
    for i, l in enumerate(lines):
        w = min(l.shape[1], width)
        out[i, :, :w] = l[:, :w]
    return out


def batches(seed, n, batch=2):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        lines = [rng.random((LINE_HEIGHT, int(rng.integers(20, 96)))).astype(np.float32)
                 for _ in range(batch)]
        yield collate(lines)
