import numpy as np

NUMERIC = {"age": 0, "income": 1, "tenure": 2, "balance": 3, "products": 4}


def make_frame(n=320, seed=0):
    rng = np.random.default_rng(seed)
    frame = {name: rng.normal(size=n).astype(np.float32) for name in NUMERIC}
    frame["target"] = (frame["balance"] - frame["age"] > 0).astype(np.float32)
    return frame


def batch_iter(frame, batch_size):
    n = len(frame["target"])
    for i in range(0, n - batch_size + 1, batch_size):
        cols = {k: v[i:i + batch_size] for k, v in frame.items()}
        y = cols.pop("target")
        columns = tuple(sorted(cols))
        x = np.stack([cols[c] for c in columns], axis=1)
        yield x, y, columns
