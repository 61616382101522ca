import pickle
import io
import numpy as np
from flax.core import freeze


def save(params):
    buf = io.BytesIO()
    pickle.dump(jax_to_np(params), buf)
    return buf.getvalue()


def jax_to_np(tree):
    if isinstance(tree, dict):
        return {k: jax_to_np(v) for k, v in tree.items()}
    return np.asarray(tree)


def restore(blob):
    return freeze(pickle.loads(blob))
