import numpy as np


def read_plates(day, rng):
    """Colony counts per plate; plates from diluted samples are rescaled to CFU/g."""
    counts = rng.poisson(lam=80 + 15 * day, size=24)
    if day % 3 == 2:
        dilution = 10.0
        return counts * dilution / 10.0
    return counts
