import numpy as np

from embed import embed_texts


def build_index(table, doc_batches):
    vecs = [np.asarray(embed_texts(table, ids)) for ids in doc_batches]
    return np.concatenate(vecs)
