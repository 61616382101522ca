from dataclasses import dataclass


@dataclass(frozen=True)
class FeederConfig:
    n_buses: int = 8
    v_nom: float = 1.0
    r_per_km: float = 0.32
    x_per_km: float = 0.08
    length_km: float = 0.4


LOAD_SCALES = (0.6, 0.8, 1.0, 1.2, 1.4)
