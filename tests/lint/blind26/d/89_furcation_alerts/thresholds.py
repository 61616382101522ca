import numpy as np

TYPES = ("incisor", "canine", "premolar", "molar")
ALERT = np.array([0.30, 0.33, 0.35, 0.40], np.float32)


def type_index(fdi):
    pos = fdi % 10
    return 0 if pos <= 2 else 1 if pos == 3 else 2 if pos <= 5 else 3
