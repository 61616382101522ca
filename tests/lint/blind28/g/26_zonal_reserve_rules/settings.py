from typing import NamedTuple


class ReserveRules(NamedTuple):
    spinning_frac: float = 0.05
    largest_unit_mw: float = 450.0
    n_zones: int = 3


def rules_from_dict(d):
    return ReserveRules(**d)
