from typing import NamedTuple


class VerticalSpec(NamedTuple):
    levels_hpa: tuple
    top_hpa: float


def spec_for(var):
    return VerticalSpec(levels_hpa=tuple([1000, 850, 700, 500, 300, 200]), top_hpa=100.0)
