import numpy as np

MAX_PERIODS = 12


def cohort_matrix(rng, signup_month, current_month=12, size=500):
    observed = current_month - signup_month
    active = np.zeros(MAX_PERIODS, np.float32)
    alive = size
    for p in range(observed):
        alive = rng.binomial(alive, 0.85)
        active[p] = alive
    return active / size, observed
