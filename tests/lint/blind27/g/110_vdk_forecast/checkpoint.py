import pickle

import jax
import numpy as np


def save(params):
    return pickle.dumps(jax.tree_util.tree_map(np.asarray, params))


def restore(blob):
    return pickle.loads(blob)
