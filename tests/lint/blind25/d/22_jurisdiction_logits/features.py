import numpy as np

def train_features(rng, n):
    title = rng.normal(size=(n, 8)).astype(np.float32)
    body = rng.normal(size=(n, 24)).astype(np.float32)
    return [title, body]

def holdout_features(rng, n):
    title = rng.normal(size=(n, 8)).astype(np.float32)
    body = rng.normal(size=(n, 24)).astype(np.float32)
    return title, body
