import numpy as np

from separation import EPS, masked_loss


def validation_loss(gains, batches):
    return float(np.mean([masked_loss(gains, mix, tgt, eps=EPS) for mix, tgt in batches]))
