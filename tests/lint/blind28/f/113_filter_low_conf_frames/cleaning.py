import numpy as np


def drop_untracked(frames, conf, min_conf=0.5):
    keep = conf >= min_conf
    return frames[keep]
