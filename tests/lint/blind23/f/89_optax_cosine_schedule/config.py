from dataclasses import dataclass


@dataclass(frozen=True)
class TrainConfig:
    peak_lr: float = 3e-3
    warmup: int = 20
    total_steps: int = 120
    batch: int = 64
