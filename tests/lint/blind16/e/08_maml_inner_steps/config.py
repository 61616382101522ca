from dataclasses import dataclass


@dataclass(frozen=True)
class MetaConfig:
    inner_lr: float = 0.01
    inner_steps: int = 2
    shots: int = 10
    query: int = 15
    meta_lr: float = 1e-3
    meta_iters: int = 12
