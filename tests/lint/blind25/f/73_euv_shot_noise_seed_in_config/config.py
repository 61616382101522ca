from dataclasses import dataclass


@dataclass(frozen=True)
class StochasticConfig:
    grid: int = 64
    pixel_nm: float = 1.0
    absorb_per_nm: float = 0.005
    seed: int = 0
