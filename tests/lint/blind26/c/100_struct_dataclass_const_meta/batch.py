import numpy as np
from flax import struct


@struct.dataclass
class AudioBatch:
    frames: np.ndarray
    labels: np.ndarray
    sample_rate: int = struct.field(pytree_node=False, default=16000)
    hop_ms: float = struct.field(pytree_node=False, default=10.0)


class Loader:
    def __init__(self, seed, n_batches=6, bs=32, T=50, dim=13):
        self.rng = np.random.default_rng(seed)
        self.n_batches, self.bs, self.T, self.dim = n_batches, bs, T, dim

    def __iter__(self):
        for _ in range(self.n_batches):
            x = self.rng.normal(size=(self.bs, self.T, self.dim)).astype(np.float32)
            yield AudioBatch(frames=x, labels=(x[:, :, 0] > 0).astype(np.int32))
