from dataclasses import dataclass


@dataclass
class SolverConfig:
    nx: int = 64
    ny: int = 32
    dt: float = 0.1
    spinup_steps: int = 3
    u: float = 1.0
    v: float = 0.5
