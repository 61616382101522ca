from dataclasses import dataclass

import numpy as np


@dataclass
class CoolingProgramme:
    name: str
    setpoint: float = 18
    ramp_per_day: float = 0.5

    def __post_init__(self):
        self.setpoint = np.float32(self.setpoint)
        self.ramp_per_day = np.float32(self.ramp_per_day)
