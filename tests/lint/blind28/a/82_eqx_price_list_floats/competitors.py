import numpy as np


def candidate_grid(rng):
    comp = float(np.round(rng.normal(150, 12), 0))
    return [comp - 20.0, comp - 10.0, comp, comp + 10.0, comp + 25.0]
