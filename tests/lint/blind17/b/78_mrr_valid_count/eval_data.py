import numpy as np

BATCH = 32


def eval_batches(rng, num_queries, list_size):
    for start in range(0, num_queries, BATCH):
        n = min(BATCH, num_queries - start)
        scores = np.zeros((BATCH, list_size), np.float32)
        labels = np.zeros((BATCH, list_size), np.float32)
        scores[:n] = rng.normal(size=(n, list_size))
        labels[:n] = rng.random((n, list_size)) < 0.1
        if n == BATCH:
            yield scores, labels, BATCH
        else:
            valid = np.arange(BATCH) < n
            yield scores, labels, valid.sum()
