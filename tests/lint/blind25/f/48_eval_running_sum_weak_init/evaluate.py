import jax
import numpy as np

from metrics import accumulate_confusion


def scan_wafers(predict, params, batches, thr=0.5):
    tp = fp = fn = 0
    for maps, labels in batches:
        probs = predict(params, maps)
        tp, fp, fn = accumulate_confusion(tp, fp, fn, probs, labels, thr)
    precision = float(tp) / max(float(tp + fp), 1.0)
    recall = float(tp) / max(float(tp + fn), 1.0)
    return precision, recall
