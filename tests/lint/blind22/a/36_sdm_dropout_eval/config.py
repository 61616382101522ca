from dataclasses import dataclass


@dataclass
class TrainConfig:
    epochs: int = 4
    steps_per_epoch: int = 5
    lr: float = 3e-3
    dropout: float = 0.3
