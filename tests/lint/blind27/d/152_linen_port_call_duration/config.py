from dataclasses import dataclass


@dataclass(frozen=True)
class TrainConfig:
    dropout: float = 0.2
    epochs: int = 4
    batch: int = 32
