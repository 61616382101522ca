import numpy as np

N_SENSORS = 24

class DetectorFeed:
    def __init__(self, days, seed=0):
        self.days = days
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        for day in range(self.days):
            counts = self.rng.poisson(900, (N_SENSORS, 24)).astype(np.float32)
            reported = self.rng.uniform(size=N_SENSORS) > 0.1
            yield day, counts[reported]
