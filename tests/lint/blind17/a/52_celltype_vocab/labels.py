import numpy as np


def encode_batch(cell_types, vocabulary):
    lookup = {name: i for i, name in enumerate(vocabulary)}
    idx = np.array([lookup[t] for t in cell_types])
    onehot = np.eye(len(vocabulary), dtype=np.float32)[idx]
    present = onehot.sum(axis=0) > 0
    return present, onehot


def centroid_targets(expr, onehot):
    counts = np.maximum(onehot.sum(axis=0, keepdims=True), 1.0)
    return (onehot / counts).T @ expr
