import pickle

import flax
import jax
import numpy as np


def save(params):
    return pickle.dumps(jax.tree_util.tree_map(np.asarray, params))


def restore(blob):
    return flax.core.freeze(pickle.loads(blob))
