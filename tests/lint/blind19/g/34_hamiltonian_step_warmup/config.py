from dataclasses import dataclass

import numpy as np


@dataclass
class IntegratorConfig:
    dt: float = 0.05
    warmup_epochs: int = 3
    horizon: int = 20

    def dt_for_epoch(self, epoch):
        if epoch < self.warmup_epochs:
            return float(np.geomspace(0.01, self.dt, self.warmup_epochs)[epoch])
        return self.dt
