import numpy as np

FEATURES = ["tenure", "monthly", "total", "support_calls"]


def make_frame(n, seed):
    rng = np.random.default_rng(seed)
    cols = {
        "tenure": rng.integers(0, 72, n).astype(np.float64),
        "monthly": rng.uniform(20, 120, n),
        "total": rng.uniform(0, 8000, n),
        "support_calls": rng.poisson(2, n).astype(np.float64),
        "churn": rng.integers(0, 2, n),
    }
    return cols


def add_missing_labels(frame, frac, seed):
    rng = np.random.default_rng(seed)
    target = frame["churn"].astype(np.float64)
    target[rng.random(len(target)) < frac] = np.nan
    frame["churn"] = target
    return frame


def standardize(frame, stats=None):
    X = np.stack([frame[c] for c in FEATURES], axis=1)
    if stats is None:
        stats = (X.mean(0), X.std(0) + 1e-6)
    return ((X - stats[0]) / stats[1]).astype(np.float32), stats


def get_target(frame):
    y = frame["churn"]
    y = np.nan_to_num(y.astype(np.float64), nan=0.0)
    return y.astype(np.float32)
