import numpy as np

EVAL_BATCH = 32


def herd_eval_batches(n_animals, rng):
    x = rng.normal(size=(n_animals, 5)).astype(np.float32)
    for s in range(0, n_animals, EVAL_BATCH):
        xb = x[s:s + EVAL_BATCH]
        valid = np.ones(EVAL_BATCH, np.float32)
        if len(xb) < EVAL_BATCH:
            valid[len(xb):] = 0.0
            xb = np.concatenate([xb, np.zeros((EVAL_BATCH - len(xb), 5), np.float32)])
        yield xb, valid
