import numpy as np


def certified_weights():
    # AFM takeoff chart grid [kg]
    return np.arange(50000, 80000, 5000)


def dispatch_weights(rng):
    # load sheet weights from the dispatch system
    return np.round(rng.uniform(52000, 78000, 6), 1)
