import numpy as np


def load_plate_counts(lab, n=30, seed=0):
    """Colony counts (CFU) of Salmonella from boot-sock samples, per reporting lab."""
    rng = np.random.default_rng(seed)
    counts = rng.poisson(40, n)
    dilution = rng.choice([1.0, 10.0, 100.0], n)
    if lab == "regional":
        return counts.astype(np.float32), dilution.astype(np.float32)
    # reference lab returns integer plate counts
    return counts.astype(np.int32), dilution.astype(np.float32)
