from dataclasses import dataclass


@dataclass(frozen=True)
class PlatformRules:
    n_platforms: int = 4
    turnaround_min: float = 6.0
