import dataclasses


@dataclasses.dataclass(frozen=True)
class TrainConfig:
    num_classes: int = 7
    hidden: int = 64
    lr: float = 1e-3
    label_smoothing: float = 0.1
    epochs: int = 5
    batch_size: int = 128


def smoothing_for_epoch(cfg, epoch):
    return cfg.label_smoothing * (1.0 - epoch / cfg.epochs)
