from dataclasses import dataclass


@dataclass
class ExposureConfig:
    gain: float = 1.0
    target_luma: float = 0.45
    max_gain: float = 4.0
    smoothing: float = 0.5
