import numpy as np

TRAIN_BATCH = 64
EVAL_BATCH = 256


def batches(rng, n, batch_size, num_feats=10):
    for _ in range(n):
        x = rng.normal(size=(batch_size, num_feats)).astype(np.float32)
        y = (x[:, 0] + 0.5 * x[:, 1] + rng.normal(size=batch_size) > 1.0).astype(np.float32)
        yield x, y
