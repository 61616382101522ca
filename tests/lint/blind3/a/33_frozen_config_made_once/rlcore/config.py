from dataclasses import dataclass


@dataclass(frozen=True)
class GAEConfig:
    gamma: float = 0.99
    lam: float = 0.95
    normalize: bool = True
