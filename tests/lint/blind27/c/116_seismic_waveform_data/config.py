from dataclasses import dataclass


@dataclass(frozen=True)
class AugmentConfig:
    max_shift: int = 50
    noise_level: float = 0.1
    epoch: int = 0
