import numpy as np

MPPGL = np.float32(40.0)
LIVER_G = np.float32(1800.0)
Q_H = np.float32(90.0)


def scale_microsomal(clint_ul_min_mg):
    return np.float32(clint_ul_min_mg) * MPPGL * LIVER_G * np.float32(60e-6)


def fu_from_assay(percent_bound):
    return np.float32(1.0 - percent_bound / 100.0)
