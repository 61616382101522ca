from dataclasses import dataclass


@dataclass(frozen=True)
class FirnConfig:
    rho_ice: float = 917.0
    rho_surface: float = 350.0
    max_depth: float = 100.0
    n_out: int = 21
    rtol: float = 1e-5
    atol: float = 1e-3
