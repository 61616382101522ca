import numpy as np

from data import FEATS, LIST_LEN
from scorer import listwise_scores


def rerank_request(w, candidates):
    feats = np.zeros((LIST_LEN, FEATS), np.float32)
    feats[: len(candidates)] = np.stack(candidates)
    mask = np.arange(LIST_LEN) < len(candidates)
    scores = np.asarray(listwise_scores(w, feats, mask))[: len(candidates)]
    return np.argsort(-scores)
