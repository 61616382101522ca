import numpy as np


def balanced_class_weights(y, n_classes):
    counts = np.bincount(y, minlength=n_classes)
    weights = len(y) / (len(counts) * np.maximum(counts, 1))
    return weights.astype(np.float32)


def load_data(n=480, n_features=12, n_classes=5, seed=0):
    rng = np.random.default_rng(seed)
    probs = np.array([0.45, 0.3, 0.15, 0.07, 0.03])[:n_classes]
    y = rng.choice(n_classes, size=n, p=probs / probs.sum()).astype(np.int32)
    X = rng.normal(size=(n, n_features)).astype(np.float32) + y[:, None] * 0.3
    return X, y
