from typing import Optional

import jax
import numpy as np
from flax import struct

N_WORDS, FEAT = 32, 8


@struct.dataclass
class PageBatch:
    word_feats: jax.Array
    word_boxes: jax.Array
    reading_order: Optional[jax.Array] = None


def make_page(rng, annotated):
    feats = rng.standard_normal((N_WORDS, FEAT)).astype(np.float32)
    boxes = rng.random((N_WORDS, 4)).astype(np.float32)
    if annotated:
        order = rng.permutation(N_WORDS).astype(np.int32)
        return PageBatch(feats, boxes, order)
    return PageBatch(feats, boxes)
