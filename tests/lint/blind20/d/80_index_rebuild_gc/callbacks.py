import gc

import jax
import numpy as np


class IndexRebuildCallback:
    """Re-embeds the corpus after each epoch and frees memory afterwards."""

    def __init__(self, corpus):
        self.corpus = corpus
        self.index = None

    def on_epoch_end(self, epoch, embed_fn, params):
        self.index = np.asarray(embed_fn(params, self.corpus))
        gc.collect()
