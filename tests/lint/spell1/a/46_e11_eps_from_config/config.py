from dataclasses import dataclass


@dataclass
class NormConfig:
    eps: float = 1e-5
    momentum: float = 0.9
