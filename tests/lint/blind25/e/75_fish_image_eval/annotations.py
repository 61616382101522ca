import numpy as np

def batches(rng, n=6):
    for k in range(n):
        x = rng.normal(size=(20, 10)).astype(np.float32)
        y = rng.integers(0, 4, 20)
        if k % 2:
            y = y.astype(np.int32)
        yield x, y
