import io

import numpy as np
import jax


class MemoryCheckpointer:
    def __init__(self):
        self.blobs = {}
        self.treedefs = {}

    def save(self, key, tree):
        leaves, treedef = jax.tree_util.tree_flatten(tree)
        buf = io.BytesIO()
        np.savez(buf, *[np.asarray(l) for l in leaves])
        self.blobs[key] = buf.getvalue()
        self.treedefs[key] = treedef

    def restore(self, key):
        data = np.load(io.BytesIO(self.blobs[key]))
        leaves = [data[f"arr_{i}"] for i in range(len(data.files))]
        return jax.tree_util.tree_unflatten(self.treedefs[key], leaves)
