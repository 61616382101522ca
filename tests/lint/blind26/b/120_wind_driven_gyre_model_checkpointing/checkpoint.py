import io

import jax
import numpy as np


class MemoryCheckpointer:
    """Writes the model state to an in-memory .npz and reads it back (as done after a job restart)."""

    def __init__(self):
        self.buffer = None
        self.treedef = None

    def save(self, state):
        leaves, self.treedef = jax.tree_util.tree_flatten(state)
        self.buffer = io.BytesIO()
        np.savez(self.buffer, *[np.asarray(l) for l in leaves])

    def restore(self):
        self.buffer.seek(0)
        data = np.load(self.buffer)
        leaves = [data[f"arr_{i}"] for i in range(len(data.files))]
        return jax.tree_util.tree_unflatten(self.treedef, leaves)
