import numpy as np

FRACTIONS = np.array([0.1416, 0.0433, 0.0137], np.float32)


def segment_masses(body_mass):
    return np.float32(body_mass) * FRACTIONS
