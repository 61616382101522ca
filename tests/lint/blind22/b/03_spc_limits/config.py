from dataclasses import dataclass


@dataclass
class ChartConfig:
    window: int = 16
    sigma_k: float = 3.0
    shift_every: int = 2
