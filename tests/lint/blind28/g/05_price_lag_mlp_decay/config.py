from dataclasses import dataclass


@dataclass(frozen=True)
class TrainConfig:
    hidden: int = 16
    base_lr: float = 0.05
    decay: float = 0.85
    epochs: int = 5
    batch_size: int = 48
    n_lags: int = 24
