import numpy as np

from .ops import top_k_items


def recall_at_k(scores, seen_mask, held_out, k):
    idx, _ = top_k_items(scores, seen_mask, k=k)
    idx = np.asarray(idx)
    hits = [len(set(row) & set(h)) / max(len(h), 1) for row, h in zip(idx, held_out)]
    return float(np.mean(hits))
