from typing import NamedTuple, Optional
import numpy as np

class Batch(NamedTuple):
    ids: np.ndarray
    labels: np.ndarray
    weights: Optional[np.ndarray] = None

def from_source(rng, source, bs=32, seq=24):
    ids = rng.integers(1, 300, size=(bs, seq)).astype(np.int32)
    labels = rng.integers(0, 2, size=bs).astype(np.float32)
    if source == "vendor":
        return Batch(ids, labels, weights=np.full(bs, 0.5, np.float32))
    return Batch(ids, labels)
