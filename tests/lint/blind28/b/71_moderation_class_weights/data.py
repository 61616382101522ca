import numpy as np


def load_reports(seed=9, n=320):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 6)).astype(np.float32)
    y = rng.choice(3, size=n, p=[0.8, 0.15, 0.05]).astype(np.int32)
    return x, y


def class_weights(y, n_classes=3):
    counts = np.bincount(y, minlength=n_classes) + 1
    return (len(y) / (n_classes * counts)).astype(np.float32)
