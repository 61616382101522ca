import pickle

import jax
import numpy as np
from flax.core import freeze


def save(variables):
    return pickle.dumps(jax.tree_util.tree_map(np.asarray, variables))


def restore(blob):
    return freeze(pickle.loads(blob))
