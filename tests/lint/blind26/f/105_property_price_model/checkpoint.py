import pickle
import numpy as np
from flax.core import freeze

def save(params):
    return pickle.dumps({k: {kk: np.asarray(vv) for kk, vv in v.items()} for k, v in params["params"].items()})

def restore(blob):
    return freeze({"params": pickle.loads(blob)})
