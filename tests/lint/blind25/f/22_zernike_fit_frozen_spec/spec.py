from dataclasses import dataclass


@dataclass(frozen=True)
class FitSpec:
    n_radial: int = 4
    include_tilt: bool = True
    edge_exclusion_mm: float = 3.0
