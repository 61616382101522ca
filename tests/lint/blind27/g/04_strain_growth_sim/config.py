from dataclasses import dataclass


@dataclass(frozen=True)
class GrowthConfig:
    n_steps: int = 96
    dt: float = 0.25
    carrying_capacity: float = 1.2e8
