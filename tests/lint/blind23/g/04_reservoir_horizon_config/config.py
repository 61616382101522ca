from dataclasses import dataclass


@dataclass
class OpsConfig:
    horizon: int = 14
    capacity: float = 850.0
    min_release: float = 5.0
    n_days: int = 40
