import numpy as np

def annotated_split(rng, n=128, d=16):
    x = rng.normal(size=(n, d)).astype(np.float32)
    y = (x[:, 0] > 0).astype(np.float32)
    return x, y

def spreadsheet_split(rng, n=128, d=16):
    x = rng.normal(size=(n, d)).astype(np.float32)
    y = (x[:, 0] > 0).astype(np.float32).reshape(-1, 1)
    return x, y
