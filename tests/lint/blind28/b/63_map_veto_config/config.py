from dataclasses import dataclass


@dataclass(frozen=True)
class ModelConfig:
    hidden: int = 32
    n_maps: int = 7
    label_smoothing: float = 0.05


@dataclass
class RunState:
    epoch: int = 0
    best_loss: float = float("inf")
