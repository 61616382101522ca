from dataclasses import dataclass


@dataclass
class DetectorConfig:
    alpha: float = 0.05
    first_alpha: float = 1.0
    z_threshold: float = 3.0
    n_channels: int = 4
