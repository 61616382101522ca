from dataclasses import dataclass


@dataclass(frozen=True)
class FitConfig:
    penalty: str = "l2"
    alpha: float = 0.1
    n_iter: int = 50
