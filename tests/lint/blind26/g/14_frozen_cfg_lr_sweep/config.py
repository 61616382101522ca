from dataclasses import dataclass


@dataclass(frozen=True)
class NetConfig:
    n_in: int = 12
    n_hidden: int = 32
    n_classes: int = 5
    activation: str = "tanh"
