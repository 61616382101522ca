from dataclasses import dataclass


@dataclass(frozen=True)
class RunConfig:
    lr: float = 3e-3
    hidden: int = 32
    steps: int = 4
    seeds: tuple = (0, 1, 2, 3)
