from dataclasses import dataclass


@dataclass(frozen=True)
class Config:
    n_skills: int = 10
    window: int = 32
    batch_size: int = 16
    hidden: int = 24
    lr: float = 2e-3
    epochs: int = 3
