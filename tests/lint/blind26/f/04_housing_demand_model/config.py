from dataclasses import dataclass

@dataclass
class TrainConfig:
    base_lr: float = 0.5
    decay: float = 0.9
    steps: int = 30
    n_households: int = 300
