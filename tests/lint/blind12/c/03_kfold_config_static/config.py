from dataclasses import dataclass


@dataclass(frozen=True)
class FitConfig:
    l2: float = 1e-3
    lr: float = 0.1
    fold: int = 0
