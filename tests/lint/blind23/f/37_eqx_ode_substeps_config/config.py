from dataclasses import dataclass


@dataclass
class SimConfig:
    dt: float = 0.05
    substeps: int = 10
    n_steps: int = 40
    inertia: tuple = (12.0, 15.0, 9.0)


CFG = SimConfig()
