from dataclasses import dataclass


@dataclass(frozen=True)
class ProbeConfig:
    lr: float
    weight_decay: float
    batch_size: int = 32


SWEEP = [
    ProbeConfig(lr=0.1, weight_decay=0.0),
    ProbeConfig(lr=0.03, weight_decay=1e-4),
    ProbeConfig(lr=0.01, weight_decay=1e-3),
]
