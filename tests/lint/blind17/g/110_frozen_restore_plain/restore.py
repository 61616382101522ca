import numpy as np


def snapshot(params):
    return {k: {n: np.asarray(v) for n, v in layer.items()} for k, layer in params.items()}


def restore(snap):
    return {k: dict(layer) for k, layer in snap.items()}
