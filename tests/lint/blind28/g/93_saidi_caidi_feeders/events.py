import numpy as np

N_FEEDERS = 12


def outage_tickets(rng, day):
    n = 6 + 2 * day
    return rng.integers(0, N_FEEDERS, n), rng.exponential(90, n).astype(np.float32)


def feeder_totals(feeder, minutes):
    return np.bincount(feeder, weights=minutes, minlength=N_FEEDERS).astype(np.float32)
