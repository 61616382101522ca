import pickle

from flax.core import unfreeze


def save(params):
    return pickle.dumps(unfreeze(params))


def restore(blob):
    return pickle.loads(blob)
