from dataclasses import dataclass


@dataclass(unsafe_hash=True)
class YieldSettings:
    min_los_threshold: float = 0.85
    max_discount: float = 0.2
    cap_multiplier: float = 1.6
