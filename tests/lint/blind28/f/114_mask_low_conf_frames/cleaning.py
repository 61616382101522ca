import numpy as np


def confidence_weights(conf, min_conf=0.5):
    return (conf >= min_conf).astype(np.float32)
