import numpy as np

HUB_LINES = {"Central": 6, "Eastgate": 4, "Riverside": 6, "Airport": 3}


def arrivals_for(hub, rng, trains=10):
    n_lines = HUB_LINES[hub]
    return rng.uniform(0, 60, (n_lines, trains)).astype(np.float32)
