import io

import jax
import numpy as np


def save_portable(params):
    """Serialise params as float64 so the checkpoint loads the same in any framework."""
    leaves, treedef = jax.tree_util.tree_flatten(params)
    buf = io.BytesIO()
    np.savez(buf, *[np.asarray(x).astype(np.float64) for x in leaves])
    return buf.getvalue(), treedef


def load(blob, treedef):
    with np.load(io.BytesIO(blob)) as f:
        leaves = [f[f"arr_{i}"] for i in range(len(f.files))]
    return jax.tree_util.tree_unflatten(treedef, leaves)
