import numpy as np


def make_dataset(n=48, seed=0):
    """Coda windows of different lengths with a decay-rate label (Qc proxy)."""
    rng = np.random.default_rng(seed)
    items = []
    for _ in range(n):
        length = int(rng.integers(20, 60)) * 8
        decay = rng.uniform(0.5, 3.0)
        t = np.arange(length) / 100.0
        env = np.exp(-decay * t) * (1 + 0.2 * rng.standard_normal(length))
        items.append((np.log(np.abs(env) + 1e-3).astype(np.float32), np.float32(decay)))
    return items


def collate(batch):
    longest = max(x.shape[0] for x, _ in batch)
    xs = np.zeros((len(batch), longest), np.float32)
    mask = np.zeros((len(batch), longest), np.float32)
    for i, (x, _) in enumerate(batch):
        xs[i, :x.shape[0]] = x
        mask[i, :x.shape[0]] = 1.0
    ys = np.array([y for _, y in batch], np.float32)
    return xs, mask, ys


def batches(items, batch_size=8):
    for i in range(0, len(items), batch_size):
        yield collate(items[i:i + batch_size])
