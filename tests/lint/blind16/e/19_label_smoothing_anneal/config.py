from dataclasses import dataclass, replace


@dataclass(frozen=True)
class TrainConfig:
    num_classes: int = 4
    hidden: int = 32
    dropout_rate: float = 0.1
    label_smoothing: float = 0.2
    smoothing_decay: float = 0.5
    epochs: int = 4
    steps_per_epoch: int = 3


def anneal(cfg: TrainConfig) -> TrainConfig:
    return replace(cfg, label_smoothing=cfg.label_smoothing * cfg.smoothing_decay)
