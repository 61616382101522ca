import numpy as np


def oversampled_epoch(rng, labels, num_samples=320, pos_fraction=0.3):
    pos = np.flatnonzero(labels == 1)
    neg = np.flatnonzero(labels == 0)
    n_pos = int(num_samples * pos_fraction)
    order = np.concatenate([rng.choice(pos, size=n_pos, replace=True),
                            rng.choice(neg, size=num_samples - n_pos, replace=True)])
    rng.shuffle(order)
    return order


def batches(order, batch_size=32):
    n_full = len(order) // batch_size
    for b in range(n_full):
        yield order[b * batch_size:(b + 1) * batch_size]
