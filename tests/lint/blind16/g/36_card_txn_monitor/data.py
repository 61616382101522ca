import numpy as np


def transactions(rng, n, n_feat, fraud_rate=0.0):
    x = rng.normal(size=(n, n_feat)).astype(np.float32)
    is_fraud = rng.random(n) < fraud_rate
    x[is_fraud] += rng.normal(3.0, 1.0, size=(is_fraud.sum(), n_feat))
    observed = (rng.random((n, n_feat)) > 0.05).astype(np.float32)
    return x * observed, observed, is_fraud


def train_batches(rng, n_batches, batch_size, n_feat):
    for _ in range(n_batches):
        x, observed, _ = transactions(rng, batch_size, n_feat)
        yield x, observed


def holdout_batches(rng, n_batches, batch_size, n_feat):
    out = []
    for _ in range(n_batches):
        x, observed, fraud = transactions(rng, batch_size, n_feat, fraud_rate=0.05)
        out.append(((x, observed), fraud))
    return out
