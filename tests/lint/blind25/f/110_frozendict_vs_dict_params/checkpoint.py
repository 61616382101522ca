import os
import pickle

import numpy as np
from flax.core import freeze


def save(path, variables):
    with open(path, "wb") as f:
        pickle.dump(jax_to_np(variables), f)


def load(path):
    with open(path, "rb") as f:
        return freeze(pickle.load(f))


def jax_to_np(tree):
    if isinstance(tree, dict):
        return {k: jax_to_np(v) for k, v in tree.items()}
    return np.asarray(tree)
