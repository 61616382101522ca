import numpy as np


def oversampled_epoch(rng, labels, minority_boost=3.0):
    pos = np.flatnonzero(labels == 1)
    neg = np.flatnonzero(labels == 0)
    n_extra = rng.poisson(minority_boost * len(pos))
    extra = rng.choice(pos, size=n_extra, replace=True)
    order = np.concatenate([neg, pos, extra])
    rng.shuffle(order)
    return order


def batches(order, batch_size=32):
    for start in range(0, len(order), batch_size):
        yield order[start:start + batch_size]
