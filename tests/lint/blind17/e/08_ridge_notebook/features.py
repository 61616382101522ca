import numpy as np


def build_frame(n, seed):
    rng = np.random.default_rng(seed)
    return {
        "age": rng.integers(18, 80, n),
        "income": rng.lognormal(10, 0.5, n),
        "visits": rng.poisson(3, n),
        "target": rng.normal(size=n),
    }


def to_matrix(frame, cols=("age", "income", "visits")):
    X = np.column_stack([frame[c] for c in cols])
    X = (X - X.mean(0)) / X.std(0)
    return X


def train_matrix(frame):
    return to_matrix(frame).astype(np.float32), frame["target"].astype(np.float32)


def test_matrix(frame):
    return to_matrix(frame), frame["target"]
