import numpy as np

SCORE_THRESHOLD = 0.6


def decode(raw, threshold=SCORE_THRESHOLD):
    boxes, scores = raw["boxes"], raw["scores"]
    kept = [box for box, score in zip(boxes, scores) if score >= threshold]
    if not kept:
        return np.zeros((0, 4), np.float32)
    return np.stack(kept).astype(np.float32)
