import numpy as np


def read_thumbnails(n=96, seed=0):
    rng = np.random.default_rng(seed)
    items = []
    for i in range(n):
        corrupt = rng.uniform() < 0.12
        pixels = None if corrupt else rng.uniform(0, 1, (16, 16, 3)).astype(np.float32)
        label = int(rng.integers(0, 2))
        items.append((pixels, label))
    return items


def batches(items, batch_size=16):
    for start in range(0, len(items), batch_size):
        chunk = [(p, y) for p, y in items[start:start + batch_size] if p is not None]
        x = np.stack([p for p, _ in chunk])
        y = np.array([y for _, y in chunk], np.int32)
        yield x, y
