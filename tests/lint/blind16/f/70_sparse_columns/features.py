import numpy as np

NUMERIC = ("age", "income", "tenure", "balance", "products")


def make_frame(n=320, seed=0):
    rng = np.random.default_rng(seed)
    frame = {name: rng.normal(size=n).astype(np.float32) for name in NUMERIC}
    # promo spend is mostly zero; only a few customers have it
    promo = np.where(rng.random(n) < 0.008, rng.exponential(size=n), 0.0).astype(np.float32)
    frame["promo"] = promo
    frame["target"] = (frame["balance"] - frame["age"] + promo > 0).astype(np.float32)
    return frame


def batch_iter(frame, batch_size):
    n = len(frame["target"])
    for i in range(0, n - batch_size + 1, batch_size):
        cols = {k: v[i:i + batch_size] for k, v in frame.items()}
        y = cols.pop("target")
        active = tuple(c for c in sorted(cols) if np.any(cols[c] != 0))
        x = np.stack([cols[c] for c in sorted(cols)], axis=1)
        yield x, y, active
