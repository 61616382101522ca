import numpy as np

REFERENCE = {"NIST-610": np.array([500.1, 498.7, 501.3, 499.9])}


def centre_for(lab):
    if lab in REFERENCE:
        return np.mean(REFERENCE[lab])
    return 500.0
