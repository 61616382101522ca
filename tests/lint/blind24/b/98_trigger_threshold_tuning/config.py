from dataclasses import dataclass


@dataclass(frozen=True)
class TriggerConfig:
    threshold_mv: float = 40.0
    holdoff_samples: int = 8
    polarity: int = -1
