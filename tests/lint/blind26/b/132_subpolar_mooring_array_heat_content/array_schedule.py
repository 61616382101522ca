import numpy as np

SITES = ("OSNAP-W1", "OSNAP-W2", "OSNAP-E1", "OSNAP-E2", "OSNAP-E3")
DEPLOYED = {"OSNAP-W1": (0, 12), "OSNAP-W2": (0, 8), "OSNAP-E1": (2, 12), "OSNAP-E2": (4, 10), "OSNAP-E3": (6, 12)}


def slot_mask(month):
    return np.array([DEPLOYED[s][0] <= month < DEPLOYED[s][1] for s in SITES])
