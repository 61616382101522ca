import numpy as np

from embed import EMBED_OPTS, embed_texts


def build_index(table, doc_batches):
    vecs = [np.asarray(embed_texts(table, ids, **EMBED_OPTS)) for ids in doc_batches]
    return np.concatenate(vecs)
