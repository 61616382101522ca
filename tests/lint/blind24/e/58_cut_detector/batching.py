import numpy as np
from flax import struct


@struct.dataclass
class ShotBatch:
    histograms: np.ndarray
    motion: np.ndarray
    is_cut: np.ndarray
    source: str = struct.field(pytree_node=False, default="edl")


def shot_batches(rng, n, bs=16):
    for _ in range(n):
        cut = (rng.uniform(size=bs) < 0.3).astype(np.float32)
        hist = rng.standard_normal((bs, 32)).astype(np.float32) + cut[:, None]
        motion = rng.uniform(0, 1, (bs, 1)).astype(np.float32)
        yield ShotBatch(histograms=hist, motion=motion, is_cut=cut)
