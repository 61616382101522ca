import numpy as np

KNOWN = {"scribe_A": 0, "scribe_B": 1, "scribe_C": 2}


def resolve_writer(name, style_vec, centroids):
    if name in KNOWN:
        return KNOWN[name]
    return np.argmin(((centroids - style_vec) ** 2).sum(axis=1))
