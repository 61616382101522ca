import numpy as np

MAX_TXN = 64


def transaction_batches(n_batches, n_features, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n_batches):
        n_txn = int(rng.integers(20, 60))
        amounts = rng.lognormal(3.0, 1.0, size=(n_txn, 1))
        other = rng.normal(size=(n_txn, n_features - 1))
        rows = np.concatenate([np.log1p(amounts), other], axis=1).astype(np.float32)
        padded = np.zeros((MAX_TXN, n_features), np.float32)
        padded[:n_txn] = rows
        mask = np.zeros(MAX_TXN, bool)
        mask[:n_txn] = True
        yield padded, mask
