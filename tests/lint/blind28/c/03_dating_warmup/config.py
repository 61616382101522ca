from dataclasses import dataclass


@dataclass
class TrainConfig:
    n_features: int = 12
    base_lr: float = 0.01
    warmup_steps: int = 5
    epochs: int = 4
    batch_size: int = 16
    seed: int = 3
