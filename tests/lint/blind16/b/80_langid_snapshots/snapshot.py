import io

import jax
import numpy as np

STORAGE_DTYPE = np.float16  # halves snapshot size


def save(params):
    flat, treedef = jax.tree_util.tree_flatten(params)
    dtypes = [np.asarray(x).dtype for x in flat]
    buf = io.BytesIO()
    np.savez(buf, *[np.asarray(x, dtype=STORAGE_DTYPE) for x in flat])
    return buf.getvalue(), treedef, dtypes


def restore(blob):
    data, treedef, dtypes = blob
    npz = np.load(io.BytesIO(data))
    leaves = [npz[f"arr_{i}"].astype(dt) for i, dt in enumerate(dtypes)]
    return jax.tree_util.tree_unflatten(treedef, leaves)
