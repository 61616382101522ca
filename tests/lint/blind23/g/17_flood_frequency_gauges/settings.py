from dataclasses import dataclass


@dataclass(frozen=True)
class GEVSettings:
    n_iter: int = 150
    lr: float = 0.02
    return_periods: tuple = (2, 10, 50, 100)
