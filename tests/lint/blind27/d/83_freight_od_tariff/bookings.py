import numpy as np


def daily_bookings(rng, n_terminals=6, n=30):
    o = rng.integers(0, n_terminals, n)
    d = (o + rng.integers(1, n_terminals, n)) % n_terminals
    tonnes = rng.uniform(20, 60, n)
    return o, d, tonnes


def aggregate_od(o, d, tonnes, n_terminals=6):
    key = o * n_terminals + d
    pairs, inv = np.unique(key, return_inverse=True)
    t = np.zeros(len(pairs), np.float32)
    np.add.at(t, inv, tonnes)
    return (pairs // n_terminals).astype(np.int32), (pairs % n_terminals).astype(np.int32), t
