import numpy as np

def detection_history(site, rng, n_rep=6):
    occupied = rng.uniform() < 0.6
    det = (rng.uniform(size=n_rep) < 0.5) & occupied
    if site.startswith("lab"):
        return det
    return np.asarray(det, dtype=np.float32)
