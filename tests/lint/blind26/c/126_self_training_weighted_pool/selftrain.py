import numpy as np


def pseudo_label_weights(probs, threshold):
    conf = probs.max(1)
    return (conf > threshold).astype(np.float32), probs.argmax(1).astype(np.int32)
