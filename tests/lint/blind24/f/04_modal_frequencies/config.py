from dataclasses import dataclass


@dataclass(frozen=True)
class BeamConfig:
    n_elements: int = 20
    length: float = 30.0
    EI: float = 4.2e9
    rho_A: float = 7.8e3
    n_modes: int = 4
