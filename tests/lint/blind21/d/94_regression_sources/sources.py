import numpy as np


def from_csv_export(rng, n, dim):
    table = rng.normal(size=(n, dim + 1)).astype(np.float32)
    features = table[:, :dim]
    targets = table[:, dim:]
    return features, targets


def from_feature_store(rng, n, dim):
    features = rng.normal(size=(n, dim)).astype(np.float32)
    targets = rng.normal(size=(n,)).astype(np.float32)
    return features, targets


SOURCES = [from_csv_export, from_feature_store, from_csv_export, from_feature_store]
