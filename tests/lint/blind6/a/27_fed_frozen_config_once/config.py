from dataclasses import dataclass


@dataclass(frozen=True)
class ClientConfig:
    local_lr: float = 0.1
    prox_mu: float = 0.01
