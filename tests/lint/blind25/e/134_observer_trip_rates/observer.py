import itertools
import numpy as np

def observer_records(rng, n_trips=6):
    rows = []
    for trip in range(n_trips):
        for _ in range(int(rng.integers(4, 9))):
            rows.append((trip, float(rng.integers(800, 1500)), float(rng.poisson(0.6))))
    return rows

def by_trip(rows):
    for trip, grp in itertools.groupby(rows, key=lambda r: r[0]):
        g = np.array([(h, b) for _, h, b in grp], np.float32)
        yield trip, g[:, 0], g[:, 1]
