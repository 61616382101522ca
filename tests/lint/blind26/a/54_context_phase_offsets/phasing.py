import numpy as np


def reference_phase(similarity, min_score=0.6):
    if similarity.max() < min_score:
        return 0
    return np.argmax(similarity)
