import flax
import numpy as np


def snapshot(params):
    return {k: {n: np.asarray(v) for n, v in layer.items()} for k, layer in params.items()}


def restore(snap):
    return flax.core.freeze(snap)
