from dataclasses import dataclass


@dataclass(frozen=True)
class AugConfig:
    noise_std: float = 0.1
    flip: bool = True
    mixup_alpha: float = 0.0
