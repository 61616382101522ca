import numpy as np

N_FEAT, N_CLASSES = 12, 5


def read_archive(rng, n):
    # labels parsed with np.array(list_of_ints) -> platform int64
    x = rng.normal(size=(n, N_FEAT)).astype(np.float32)
    return x, np.array([int(v) for v in rng.integers(0, N_CLASSES, n)])


def read_new_release(rng, n):
    x = rng.normal(size=(n, N_FEAT)).astype(np.float32)
    return x, rng.integers(0, N_CLASSES, n).astype(np.int32)


def interleaved(seed, n_batches=10, bs=32):
    rng = np.random.default_rng(seed)
    for i in range(n_batches):
        yield (read_archive if i % 2 == 0 else read_new_release)(rng, bs)
