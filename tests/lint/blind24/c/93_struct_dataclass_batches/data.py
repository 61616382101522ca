import numpy as np
from flax import struct


@struct.dataclass
class InterviewBatch:
    panel_scores: np.ndarray
    years_exp: np.ndarray
    hired: np.ndarray


def make_batches(scores, years, hired, bs):
    for i in range(0, len(scores), bs):
        yield InterviewBatch(scores[i:i + bs], years[i:i + bs], hired[i:i + bs])


def holdout_batches(scores, years, hired, bs):
    return list(make_batches(scores, years, hired, bs))
