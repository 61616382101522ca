from dataclasses import dataclass


@dataclass(frozen=True)
class TrainConfig:
    hidden: int = 16
    l2: float = 1e-4
    epoch: int = 0
