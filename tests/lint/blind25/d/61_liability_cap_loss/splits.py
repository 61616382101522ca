import numpy as np

def load_train(rng, n=160, d=20):
    x = rng.normal(size=(n, d)).astype(np.float32)
    y = (x[:, 0] > 0.3).astype(np.int32)
    return x, y

def load_dev(rng, n=160, d=20):
    x = rng.normal(size=(n, d)).astype(np.float32)
    y = x[:, 0] > 0.3
    return x, y
