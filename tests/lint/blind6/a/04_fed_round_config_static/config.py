from dataclasses import dataclass


@dataclass(frozen=True)
class RoundConfig:
    round_idx: int
    local_lr: float
    prox_mu: float = 0.01
