import numpy as np


def select_confident(probs, threshold):
    conf = probs.max(1)
    keep = conf > threshold
    return keep, probs.argmax(1)
