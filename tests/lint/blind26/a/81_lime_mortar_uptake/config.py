from dataclasses import dataclass


@dataclass(frozen=True)
class RunConfig:
    lr: float = 0.05
    jitter: float = 0.1
    epoch: int = 0
