import numpy as np

from scoring import bilinear_score


def recall_at_k(w, queries, docs, gold, k=3):
    scores = np.asarray(bilinear_score(w, queries, docs=docs))
    topk = np.argsort(-scores, axis=1)[:, :k]
    return float(np.mean([g in row for g, row in zip(gold, topk)]))
