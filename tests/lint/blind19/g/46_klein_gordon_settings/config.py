from dataclasses import dataclass


@dataclass(frozen=True)
class KleinGordonConfig:
    mass: float = 1.0
    coupling: float = 0.5
    n_colloc: int = 96


def config_for_stage(stage):
    return KleinGordonConfig(mass=1.0, coupling=0.5, n_colloc=96)
