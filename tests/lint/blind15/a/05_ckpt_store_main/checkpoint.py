import jax
import numpy as np
from flax import serialization


class InMemoryCheckpointer:
    """Keeps the latest checkpoints as serialized bytes, compressed to half precision."""

    def __init__(self, keep=2):
        self.keep = keep
        self.blobs = {}

    def save(self, step, params):
        compact = jax.tree.map(lambda x: np.asarray(x, dtype=np.float16), params)
        self.blobs[step] = serialization.to_bytes(compact)
        for old in sorted(self.blobs)[:-self.keep]:
            del self.blobs[old]

    def latest_step(self):
        return max(self.blobs) if self.blobs else None

    def restore(self, target, step=None):
        step = self.latest_step() if step is None else step
        restored = serialization.from_bytes(target, self.blobs[step])
        return jax.tree.map(lambda t, x: np.asarray(x, dtype=t.dtype), target, restored)
