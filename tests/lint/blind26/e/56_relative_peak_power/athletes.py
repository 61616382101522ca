from dataclasses import dataclass

import numpy as np


@dataclass
class Athlete:
    name: str
    body_mass: float
    jump_trace: np.ndarray

    def __post_init__(self):
        self.body_mass = float(self.body_mass)


def roster(seed=28):
    rng = np.random.default_rng(seed)
    entries = [("Kai", 78), ("Lena", 61.4), ("Omar", 85), ("Ines", 66.8), ("Theo", 92)]
    out = []
    for name, m in entries:
        f = (m * 9.81 * (1 + 1.3 * np.sin(np.linspace(0, np.pi, 400)) ** 2) + rng.normal(0, 10, 400)).astype(np.float32)
        out.append(Athlete(name, m, f))
    return out
