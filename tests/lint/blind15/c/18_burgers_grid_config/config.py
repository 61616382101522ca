from dataclasses import dataclass


@dataclass(frozen=True)
class GridConfig:
    n_grid: int = 128
    n_steps: int = 200
    dt: float = 1e-3
