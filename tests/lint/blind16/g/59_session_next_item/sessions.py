import numpy as np


def generate_sessions(rng, n_sessions, n_items):
    out = []
    for _ in range(n_sessions):
        length = int(rng.integers(2, 30))
        start = rng.integers(1, n_items)
        items = (start + np.cumsum(rng.integers(0, 3, length))) % (n_items - 1) + 1
        out.append(items.astype(np.int32))
    return out


def collate(batch):
    """Pad every session in the batch to the longest one (0 = padding id)."""
    longest = max(len(s) - 1 for s in batch)
    inputs = np.zeros((len(batch), longest), np.int32)
    for row, s in enumerate(batch):
        inputs[row, :len(s) - 1] = s[:-1]
    targets = np.array([s[-1] for s in batch], np.int32)
    return inputs, targets


def batches(sessions, batch_size):
    for i in range(0, len(sessions) - batch_size + 1, batch_size):
        yield collate(sessions[i:i + batch_size])
