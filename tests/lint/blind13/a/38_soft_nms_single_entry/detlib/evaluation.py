import numpy as np

from .postprocess import rescore

SOFT_NMS_SIGMA = 0.5


def recall_at(raw_boxes, raw_scores, gt_hit, min_score=0.3):
    scores = np.asarray(rescore(raw_boxes, raw_scores, sigma=SOFT_NMS_SIGMA))
    keep = scores >= min_score
    return float(gt_hit[keep].sum() / max(gt_hit.sum(), 1))
