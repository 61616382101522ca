import numpy as np

PRIMARY = {"B1": 1.02, "B2": 0.99, "B3": 1.01, "B4": 0.98, "B5": 1.00}
BACKUP = {"B5": 1.00, "B3": 1.01, "B1": 1.02, "B4": 0.97, "B2": 0.99}


class VoltageSnapshot:
    def __init__(self, report):
        self.report = report

    @property
    def buses(self):
        return tuple(sorted(self.report))

    @property
    def magnitudes(self):
        return np.array([self.report[b] for b in self.buses], dtype=np.float32)
