import pickle

from flax.core import unfreeze


def save(params):
    return pickle.dumps(params)


def restore(blob):
    return unfreeze(pickle.loads(blob))
