import pickle
import io
import numpy as np
from flax.core import freeze, unfreeze


def save(params):
    buf = io.BytesIO()
    pickle.dump(jax_to_np(params), buf)
    return buf.getvalue()


def jax_to_np(tree):
    if isinstance(tree, dict):
        return {k: jax_to_np(v) for k, v in tree.items()}
    return np.asarray(tree)


def restore(blob):
    # validate structure as an immutable tree, hand back the same container type init produces
    tree = freeze(pickle.loads(blob))
    return unfreeze(tree)
