import pickle

from flax.core import freeze, unfreeze


def save(params):
    return pickle.dumps(unfreeze(params))


def restore(blob):
    return freeze(pickle.loads(blob))
