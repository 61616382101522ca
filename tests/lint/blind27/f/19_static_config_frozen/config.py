from dataclasses import dataclass


@dataclass(frozen=True)
class KrigeConfig:
    n_neighbours: int = 12
    model: str = "spherical"
    range_m: float = 150.0


def config_for_domain(domain):
    return KrigeConfig(n_neighbours=12, model="spherical", range_m=150.0)
