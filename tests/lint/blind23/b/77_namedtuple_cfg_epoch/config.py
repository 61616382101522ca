from typing import NamedTuple


class InversionConfig(NamedTuple):
    smoothing: float
    n_cells: int
    epoch: int
