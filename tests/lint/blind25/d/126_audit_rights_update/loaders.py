import numpy as np

def _finish(x, y):
    return x, np.asarray(y, np.float32).reshape(-1)

def annotated_split(rng, n=128, d=16):
    x = rng.normal(size=(n, d)).astype(np.float32)
    return _finish(x, x[:, 0] > 0)

def spreadsheet_split(rng, n=128, d=16):
    x = rng.normal(size=(n, d)).astype(np.float32)
    return _finish(x, (x[:, 0] > 0).reshape(-1, 1))
