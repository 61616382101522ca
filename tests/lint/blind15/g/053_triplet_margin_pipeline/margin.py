import numpy as np


def adaptive_margin(pos_scores, neg_scores, base=0.2):
    gap = float(np.mean(pos_scores) - np.mean(neg_scores))
    return max(0, base - gap)
