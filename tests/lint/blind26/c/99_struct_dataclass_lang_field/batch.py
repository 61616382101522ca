import numpy as np
from flax import struct


@struct.dataclass
class Batch:
    feats: np.ndarray
    labels: np.ndarray
    lang: str = struct.field(pytree_node=False)


def make_batches(seed, langs=("quz", "aym", "gug"), per_lang=3, bs=32, dim=16):
    rng = np.random.default_rng(seed)
    for i in range(per_lang):
        for lang in langs:
            x = rng.normal(size=(bs, dim)).astype(np.float32)
            yield Batch(feats=x, labels=(x[:, 0] > 0).astype(np.int32), lang=lang)
