from dataclasses import dataclass


@dataclass(frozen=True)
class RunConfig:
    dx: float = 500.0
    dt_day: float = 86400.0
    substeps: int = 120   # enough for currents up to 0.6 m/s at CFL 0.9
