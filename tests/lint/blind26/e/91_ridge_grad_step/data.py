import numpy as np


def squad_sessions(seed=49):
    rng = np.random.default_rng(seed)
    X = rng.normal(size=(101, 8)).astype(np.float32)  # 101 sessions: distance, HSR, accels, decels, ...
    y = (X[:, 0] * 0.8 + X[:, 2] * 0.4 + rng.normal(0, 0.2, 101)).astype(np.float32)  # sRPE (z)
    return X, y


def shards(X, y, n_shards=4):
    return list(zip(np.array_split(X, n_shards), np.array_split(y, n_shards)))
