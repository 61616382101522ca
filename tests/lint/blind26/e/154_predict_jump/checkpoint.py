import pickle

import jax
from flax.core import freeze


def save(params):
    return pickle.dumps(jax.device_get(params))


def restore(blob):
    return freeze(pickle.loads(blob))
