import numpy as np


def expand_labeled(probs, weight, labels, per_round):
    """Mark the most confident unlabeled nodes as labeled with their predicted class."""
    conf = probs.max(1)
    conf[weight > 0] = -1.0
    new = np.argsort(-conf, kind="stable")[:per_round]
    weight = weight.copy()
    labels = labels.copy()
    weight[new] = 1.0
    labels[new] = probs[new].argmax(1)
    return weight, labels
