import numpy as np

N_GAUGES = 5


def hourly_reports(rng, hours=24):
    for h in range(hours):
        reporting = np.nonzero(rng.random(N_GAUGES) > 0.25)[0]
        yield h, reporting
