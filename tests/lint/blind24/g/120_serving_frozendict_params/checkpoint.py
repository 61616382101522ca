import pickle

import jax
import numpy as np
from flax.core import freeze


def save(params):
    return pickle.dumps(jax.tree.map(np.asarray, params))


def restore(blob):
    return freeze(pickle.loads(blob))
