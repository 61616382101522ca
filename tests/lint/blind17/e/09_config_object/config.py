from dataclasses import dataclass


@dataclass(frozen=True)
class TrainConfig:
    hidden: int = 32
    activation: str = "relu"
    label_smoothing: float = 0.1


def get_config(**overrides):
    return TrainConfig(**overrides)
