import pickle

from flax.core import freeze


def save(params):
    return pickle.dumps(params)


def restore(blob):
    return freeze(pickle.loads(blob))
