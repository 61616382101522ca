import numpy as np


def edge_payload(feats):
    return feats.astype(np.float16)
