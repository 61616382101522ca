import dataclasses


@dataclasses.dataclass(frozen=True)
class TrainConfig:
    hidden: int = 32
    l2: float = 1e-4
    label_smoothing: float = 0.05
    epoch: int = 0


def for_epoch(cfg, epoch):
    return dataclasses.replace(cfg, epoch=epoch)
