from dataclasses import dataclass


@dataclass(frozen=True)
class TrainConfig:
    hidden: int = 32
    label_smoothing: float = 0.05
    epoch: int = 0
