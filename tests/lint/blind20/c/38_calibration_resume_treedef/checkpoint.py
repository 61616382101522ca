import json

import jax
import numpy as np


def save(params, path_like):
    leaves, treedef = jax.tree_util.tree_flatten(params)
    path_like["params"] = json.dumps([np.asarray(p).tolist() for p in leaves])
    path_like["treedef"] = treedef


def load(path_like):
    leaves = [np.asarray(p, dtype=np.float32) for p in json.loads(path_like["params"])]
    return jax.tree_util.tree_unflatten(path_like["treedef"], leaves)
