from dataclasses import dataclass


@dataclass(frozen=True)
class SolverConfig:
    nu: float = 0.05
    dx: float = 1.0 / 64
    dt: float = 1e-3
    substeps: int = 10
