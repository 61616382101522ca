import io

import jax
import numpy as np

STORAGE_DTYPE = np.float16  # halves snapshot size


def save(params):
    flat, treedef = jax.tree_util.tree_flatten(params)
    buf = io.BytesIO()
    np.savez(buf, *[np.asarray(x, dtype=STORAGE_DTYPE) for x in flat])
    return buf.getvalue(), treedef


def restore(blob):
    data, treedef = blob
    npz = np.load(io.BytesIO(data))
    leaves = [npz[f"arr_{i}"] for i in range(len(npz.files))]
    return jax.tree_util.tree_unflatten(treedef, leaves)
