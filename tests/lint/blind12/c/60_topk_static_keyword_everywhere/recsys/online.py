import numpy as np

from .ops import top_k_items


def serve_recommendations(scores, seen_mask, k):
    idx, vals = top_k_items(scores, seen_mask, k=k)
    return np.asarray(idx), np.asarray(vals)
