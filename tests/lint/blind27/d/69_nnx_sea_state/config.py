from dataclasses import dataclass


@dataclass
class RunConfig:
    horizon: int = 6
    epochs: int = 4
    batch: int = 32
