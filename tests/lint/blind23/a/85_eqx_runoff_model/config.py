from dataclasses import dataclass


@dataclass
class RunoffConfig:
    width: int = 24
    depth: int = 2
    log_offset: float = 0.01
    epochs: int = 4
