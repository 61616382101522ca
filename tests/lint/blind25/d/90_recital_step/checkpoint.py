import pickle
from flax.core import freeze, unfreeze

def save(path, params):
    with open(path, "wb") as f:
        pickle.dump(freeze(params), f)

def restore(path):
    with open(path, "rb") as f:
        return unfreeze(pickle.load(f))
