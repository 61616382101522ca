import numpy as np

REFERENCE_CHANNEL = {"lab-a": 0, "lab-b": 3}


def reference_index(site, data):
    if site in REFERENCE_CHANNEL:
        return REFERENCE_CHANNEL[site]
    return np.argmin(data.var(axis=1))
