import numpy as np


def click_stream(rng, num_items, n):
    for _ in range(n):
        yield np.int32(rng.integers(0, num_items))
