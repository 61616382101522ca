import numpy as np


class StationNetwork:
    def __init__(self, n_stations=6, seed=0):
        self.rng = np.random.default_rng(seed)
        self.n = n_stations

    def hourly_reports(self, hour):
        reports = []
        for s in range(self.n):
            if self.rng.random() < 0.15:
                continue  # station did not report this hour
            reports.append(self.rng.normal(10 + s, 1.0, size=12).astype(np.float32))
        return reports
