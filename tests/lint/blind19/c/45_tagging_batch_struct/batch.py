import numpy as np
from flax import struct


@struct.dataclass
class TaggingBatch:
    ids: np.ndarray
    tags: np.ndarray
    mask: np.ndarray
    num_tokens: int = struct.field(pytree_node=False)


def make_batch(sentences, tag_seqs, pad_to):
    n = len(sentences)
    ids = np.zeros((n, pad_to), np.int32)
    tags = np.zeros((n, pad_to), np.int32)
    mask = np.zeros((n, pad_to), np.float32)
    for i, (s, t) in enumerate(zip(sentences, tag_seqs)):
        ids[i, :len(s)], tags[i, :len(t)], mask[i, :len(s)] = s, t, 1.0
    return TaggingBatch(ids=ids, tags=tags, mask=mask, num_tokens=int(mask.sum()))
