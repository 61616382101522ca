from dataclasses import dataclass


@dataclass(frozen=True)
class LossConfig:
    lambd: float = 5e-3
    proj_dim: int = 16
    scale: float = 1.0
    epoch: int = 0
    total_epochs: int = 4
