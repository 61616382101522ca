import numpy as np


def outage_tickets(rng, day):
    n = 6 + 2 * day
    feeder = rng.integers(0, 12, n)
    minutes = rng.exponential(90, n).astype(np.float32)
    return feeder, minutes


def per_feeder_minutes(feeder, minutes):
    ids, inv = np.unique(feeder, return_inverse=True)
    total = np.zeros(len(ids), np.float32)
    np.add.at(total, inv, minutes)
    return ids, total
