import numpy as np

N_OTOLITHS = 1008


def otolith_morphometrics(seed=0):
    # otolith length, width, weight, perimeter, fish length -> age (years)
    rng = np.random.default_rng(seed)
    age = rng.integers(1, 12, N_OTOLITHS)
    x = np.stack([np.log(age) + rng.normal(0, 0.1, N_OTOLITHS) for _ in range(5)], 1).astype(np.float32)
    return x, age.astype(np.float32)


def minibatches(x, y, n_batches, rng):
    order = rng.permutation(len(x))
    for chunk in np.array_split(order, n_batches):
        yield x[chunk], y[chunk]
