from dataclasses import dataclass

import numpy as np


@dataclass
class Event:
    trace: np.ndarray
    onset: int
    coda_end: int

    @property
    def signal(self):
        return self.trace[self.onset:self.coda_end]
