import numpy as np


def entropy_scores(probs):
    return -(probs * np.log(probs + 1e-9)).sum(-1)


def select_most_uncertain(probs, unlabeled_idx, k):
    scores = entropy_scores(probs)
    return unlabeled_idx[np.argsort(-scores)[:k]]
