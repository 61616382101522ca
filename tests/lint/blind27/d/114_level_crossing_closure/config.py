from typing import NamedTuple

SETTINGS = {"warning_s": 25.0, "barrier_s": 8.0, "clearance_m": 30.0}


class CrossingConfig(NamedTuple):
    warning_s: float
    barrier_s: float
    clearance_m: float


def current_config():
    return CrossingConfig(**SETTINGS)
