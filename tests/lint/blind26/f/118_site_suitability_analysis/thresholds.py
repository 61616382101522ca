from typing import NamedTuple

class Thresholds(NamedTuple):
    max_slope: float
    max_flood: float

DEFAULTS = Thresholds(max_slope=15.0, max_flood=0.01)

def thresholds_for(site, overrides):
    if site in overrides:
        return tuple(overrides[site])
    return DEFAULTS
