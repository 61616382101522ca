import io

import jax
import numpy as np


def save(params, opt_state):
    buf = io.BytesIO()
    leaves, _ = jax.tree_util.tree_flatten((params, opt_state))
    np.savez(buf, *[np.asarray(l) for l in leaves])
    return buf.getvalue()


def restore(blob, like):
    data = np.load(io.BytesIO(blob))
    leaves = [data[f"arr_{i}"] for i in range(len(data.files))]
    treedef = jax.tree_util.tree_structure(like)
    return jax.tree_util.tree_unflatten(treedef, leaves)
