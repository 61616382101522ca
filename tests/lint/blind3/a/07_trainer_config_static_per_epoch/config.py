from dataclasses import dataclass


@dataclass(frozen=True)
class StepConfig:
    learning_rate: float = 0.1
    weight_decay: float = 1e-4
    label_smoothing: float = 0.0
    epoch: int = 0
