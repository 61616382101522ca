import pickle
from flax.core import freeze

def save(path, params):
    with open(path, "wb") as f:
        pickle.dump(params, f)

def restore(path):
    with open(path, "rb") as f:
        return freeze(pickle.load(f))
