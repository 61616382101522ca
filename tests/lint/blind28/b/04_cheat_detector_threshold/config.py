from dataclasses import dataclass


@dataclass(frozen=True)
class DetectorConfig:
    n_features: int = 16
    hidden: int = 32
    window: int = 20
    flag_threshold: float = 0.8
