import numpy as np

MAX_INTRUDERS = 30


def to_slots(intruders):
    feats = np.zeros((MAX_INTRUDERS, 4), np.float32)
    valid = np.zeros(MAX_INTRUDERS, bool)
    n = min(len(intruders), MAX_INTRUDERS)
    feats[:n] = intruders[:n]
    valid[:n] = True
    return feats, valid
