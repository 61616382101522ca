import numpy as np

from retrieval import recall, top_k_items

K = 20


def evaluate(user_vecs, item_vecs, truth_ids):
    _, ids = top_k_items(user_vecs, item_vecs, K)
    return recall(np.asarray(ids), truth_ids)
