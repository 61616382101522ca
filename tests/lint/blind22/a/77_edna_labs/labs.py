import numpy as np


def lab_a_results(rng, n_samples, n_taxa):
    # lab A reports detections as a boolean matrix
    return rng.random((n_samples, n_taxa)) < 0.2


def lab_b_results(rng, n_samples, n_taxa):
    # lab B reports replicate-averaged detection frequency
    return (rng.integers(0, 4, (n_samples, n_taxa)) / 3.0).astype(np.float32)
