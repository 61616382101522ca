from dataclasses import dataclass


@dataclass(frozen=True)
class ARConfig:
    order: int = 4
    ridge: float = 1e-2
    horizon: int = 3
    epoch: int = 0
