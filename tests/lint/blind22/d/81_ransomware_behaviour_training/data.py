import numpy as np

N_FEAT = 10  # file write rate, rename rate, entropy delta, extension churn, ...


def io_batch(rng, n=48):
    x = rng.normal(size=(n, N_FEAT)).astype(np.float32)
    y = (x[:, 1] + x[:, 3] > 1.0).astype(np.float32)
    return x, y


def validation_set(rng, n=48):
    x, y = io_batch(rng, n)
    return x, y.reshape(-1, 1)
