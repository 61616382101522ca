import numpy as np


def easiest_fraction(difficulty, epoch, num_epochs, start_frac=0.4):
    """Indices of the easiest examples, growing linearly to the full set."""
    frac = start_frac + (1.0 - start_frac) * epoch / max(1, num_epochs - 1)
    k = int(round(frac * len(difficulty)))
    return np.argsort(difficulty)[:k]
