import numpy as np

def batches(x, y, bs, drop_last):
    n = len(x)
    stop = n - n % bs if drop_last else n
    for i in range(0, stop, bs):
        yield x[i:i + bs], y[i:i + bs]
