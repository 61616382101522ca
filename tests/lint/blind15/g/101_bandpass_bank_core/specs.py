from dataclasses import dataclass


@dataclass(frozen=True)
class FilterSpec:
    low_hz: float
    high_hz: float
    fs: float
    num_taps: int = 65
