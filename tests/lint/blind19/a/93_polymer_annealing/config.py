from typing import NamedTuple


class ThermoConfig(NamedTuple):
    kT: float
    friction: float
    dt: float


def anneal(cfg, factor=0.8):
    return cfg._replace(kT=cfg.kT * factor)
