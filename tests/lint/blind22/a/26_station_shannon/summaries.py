import numpy as np


def species_counts(detections, n_species):
    return np.bincount(detections, minlength=n_species).astype(np.float32)
