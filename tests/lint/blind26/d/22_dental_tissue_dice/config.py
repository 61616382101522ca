from dataclasses import dataclass


@dataclass(frozen=True)
class SegConfig:
    n_classes: int = 4  # background, enamel, dentin, pulp
    features: int = 8
    dice_smooth: float = 1.0
