from dataclasses import dataclass


@dataclass(frozen=True)
class TrainConfig:
    lr: float = 3e-3
    clip: float = 1.0
    epochs: int = 3
    batch: int = 50
    n_members: int = 4
