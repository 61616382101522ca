from dataclasses import dataclass


@dataclass(frozen=True)
class NewtonOptions:
    tol: float = 1e-6
    max_iter: int = 20
    damping: float = 1.0
