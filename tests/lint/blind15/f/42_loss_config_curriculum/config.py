import dataclasses


@dataclasses.dataclass(frozen=True)
class LossConfig:
    num_classes: int = 5
    label_smoothing: float = 0.2
    l2: float = 1e-4


def config_for_epoch(base, epoch, total_epochs):
    smoothing = base.label_smoothing * (1.0 - epoch / total_epochs)
    return dataclasses.replace(base, label_smoothing=smoothing)
