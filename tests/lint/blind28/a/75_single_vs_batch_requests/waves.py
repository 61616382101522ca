import numpy as np


def request_waves(rng, n_waves=12):
    for _ in range(n_waves):
        k = int(rng.integers(1, 4))
        yield [rng.normal(size=9).astype(np.float32) for _ in range(k)]


def to_model_input(requests):
    if len(requests) == 1:
        return requests[0]
    return np.stack(requests)
