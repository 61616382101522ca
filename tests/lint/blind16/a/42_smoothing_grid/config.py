from dataclasses import dataclass


@dataclass(frozen=True)
class TrainConfig:
    width: int = 16
    num_classes: int = 6
    label_smoothing: float = 0.0
    learning_rate: float = 1e-3
