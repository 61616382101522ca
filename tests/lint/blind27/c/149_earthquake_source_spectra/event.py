from dataclasses import dataclass

import numpy as np

PRE, POST = 100, 1024


@dataclass
class Event:
    trace: np.ndarray
    onset: int
    coda_end: int

    @property
    def signal(self):
        start = self.onset - PRE
        return self.trace[start:start + PRE + POST]
