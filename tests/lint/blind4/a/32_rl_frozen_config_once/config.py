from dataclasses import dataclass


@dataclass(frozen=True)
class A2CConfig:
    gamma: float = 0.97
    entropy_coef: float = 0.01
    value_coef: float = 0.5
    n_actions: int = 3
