import numpy as np

BUCKETS = (8, 16, 32)


def generate_sessions(rng, n_sessions, n_items):
    out = []
    for _ in range(n_sessions):
        length = int(rng.integers(2, 30))
        start = rng.integers(1, n_items)
        items = (start + np.cumsum(rng.integers(0, 3, length))) % (n_items - 1) + 1
        out.append(items.astype(np.int32))
    return out


def bucket_width(n):
    for b in BUCKETS:
        if n <= b:
            return b
    raise ValueError(f"session of length {n} exceeds the largest bucket")


def collate(batch):
    """Pad sessions to the smallest bucket that fits the batch (0 = padding id)."""
    width = bucket_width(max(len(s) - 1 for s in batch))
    inputs = np.zeros((len(batch), width), np.int32)
    for row, s in enumerate(batch):
        inputs[row, :len(s) - 1] = s[:-1]
    targets = np.array([s[-1] for s in batch], np.int32)
    return inputs, targets


def batches(sessions, batch_size):
    for i in range(0, len(sessions) - batch_size + 1, batch_size):
        yield collate(sessions[i:i + batch_size])
