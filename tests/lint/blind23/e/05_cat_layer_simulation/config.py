from dataclasses import dataclass


@dataclass(frozen=True)
class SimConfig:
    n_years: int = 2000
    n_perils: int = 3
    retention: float = 5.0e6
    limit: float = 2.0e7


def load_config(region):
    return SimConfig()
