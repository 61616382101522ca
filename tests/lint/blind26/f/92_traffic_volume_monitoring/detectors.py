import numpy as np

N_SENSORS = 24

def detector_days(days, seed=0):
    rng = np.random.default_rng(seed)
    for day in range(days):
        counts = rng.poisson(900, (N_SENSORS, 24)).astype(np.float32)
        reported = rng.uniform(size=N_SENSORS) > 0.1
        counts[~reported] = np.nan
        yield day, counts
