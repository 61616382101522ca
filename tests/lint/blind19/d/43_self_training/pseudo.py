import numpy as np


def expand_labeled(probs, labeled_idx, labels, per_round):
    """Add the most confident unlabeled nodes with their predicted class."""
    conf = probs.max(1)
    conf[labeled_idx] = -1.0
    new = np.argsort(-conf, kind="stable")[:per_round]
    idx = np.concatenate([labeled_idx, new]).astype(np.int32)
    lab = np.concatenate([labels, probs[new].argmax(1)]).astype(np.int32)
    return idx, lab
