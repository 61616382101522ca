import numpy as np


def ahu_batches(x, y, batch_size):
    n = len(x) // batch_size
    for b in range(n):
        batch = {"x": x[b * batch_size:(b + 1) * batch_size], "y": y[b * batch_size:(b + 1) * batch_size]}
        if b == n - 1:
            batch["end_of_epoch"] = True
        yield batch
