import pickle

import numpy as np
from flax.core import freeze


def save(params):
    return pickle.dumps(jax_to_numpy(params))


def jax_to_numpy(tree):
    if isinstance(tree, dict):
        return {k: jax_to_numpy(v) for k, v in tree.items()}
    return np.asarray(tree)


def restore(blob):
    return freeze(pickle.loads(blob))
