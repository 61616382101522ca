from dataclasses import dataclass


@dataclass
class TrainConfig:
    epochs: int = 5
    batch: int = 25
    lr: float = 1e-2
    p_start: float = 0.5
