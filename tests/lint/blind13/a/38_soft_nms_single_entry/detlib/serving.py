import numpy as np

from .postprocess import rescore


def handle_request(raw_boxes, raw_scores, min_score=0.3):
    scores = np.asarray(rescore(raw_boxes, raw_scores))
    keep = scores >= min_score
    return raw_boxes[keep], scores[keep]
