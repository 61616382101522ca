from dataclasses import dataclass


@dataclass(frozen=True)
class RadiationParams:
    solar_constant: float = 1361.0
    albedo: float = 0.3
    emissivity: float = 0.61
    heat_capacity: float = 4.0e8


def load_params(name):
    table = {"default": {}, "bright": {"albedo": 0.3}}
    return RadiationParams(**table[name])
