import numpy as np
from model import dialect_logprobs

DIALECTS = ["north", "coastal", "highland", "urban"]


def per_dialect_accuracy(params, feats, labels):
    pred = np.asarray(dialect_logprobs(params, feats=feats)).argmax(-1)
    return {d: float((pred[labels == i] == i).mean()) for i, d in enumerate(DIALECTS)}
