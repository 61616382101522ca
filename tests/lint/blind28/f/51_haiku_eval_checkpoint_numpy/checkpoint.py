import io
import pickle

import jax
import numpy as np


def save(params):
    buf = io.BytesIO()
    pickle.dump(jax.tree_util.tree_map(np.asarray, params), buf)
    return buf.getvalue()


def load(blob):
    return pickle.loads(blob)
