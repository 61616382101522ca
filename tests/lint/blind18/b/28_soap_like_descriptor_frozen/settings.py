from dataclasses import dataclass


@dataclass(frozen=True)
class DescriptorSettings:
    n_radial: int = 8
    r_cut: float = 4.0
    width: float = 0.5
