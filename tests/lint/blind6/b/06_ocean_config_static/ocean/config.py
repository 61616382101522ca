from dataclasses import dataclass


@dataclass(frozen=True)
class AdvectionConfig:
    dt: float
    velocity: float
    diffusivity: float
    spinup_day: int = 0
