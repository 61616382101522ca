import pickle
import numpy as np

def save(variables):
    return pickle.dumps({k: {kk: np.asarray(vv) for kk, vv in v.items()} for k, v in variables["params"].items()})

def restore(blob):
    return {"params": pickle.loads(blob)}
