from dataclasses import dataclass


@dataclass(frozen=True)
class AugConfig:
    jitter: float = 0.2
    flip: bool = True
    n_classes: int = 3  # sleeve length: short, three-quarter, long
