from dataclasses import dataclass

import numpy as np


@dataclass
class OrbitConfig:
    n_steps: int = 20
    step_size: np.float32 = np.float32(0.05)
    q0: tuple = (1.0, 0.0)
    p0: tuple = (0.0, 1.1)
