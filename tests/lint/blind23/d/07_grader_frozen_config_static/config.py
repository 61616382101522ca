from dataclasses import dataclass


@dataclass(frozen=True)
class RubricConfig:
    n_criteria: int = 5
    max_points: int = 4
    hidden: int = 32
    label_smoothing: float = 0.1
