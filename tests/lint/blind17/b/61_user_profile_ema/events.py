import numpy as np


def click_stream(rng, num_items, n):
    for _ in range(n):
        yield np.array([rng.integers(0, num_items)], dtype=np.int32)
