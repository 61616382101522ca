import jax
import jax.numpy as jnp
import numpy as np


class EmbeddingServer:
    def __init__(self, table, batch_size=4):
        self.table = table
        self.batch_size = batch_size
        self._lookup = jax.jit(self._lookup_impl)

    def _lookup_impl(self, ids, valid):
        vecs = self.table[ids]
        return vecs * valid[:, None]

    def serve(self, pending):
        ids = np.zeros((self.batch_size,), dtype=np.int32)
        valid = np.zeros((self.batch_size,), dtype=np.float32)
        ids[: len(pending)] = pending
        valid[: len(pending)] = 1.0
        return self._lookup(ids, valid)[: len(pending)]
