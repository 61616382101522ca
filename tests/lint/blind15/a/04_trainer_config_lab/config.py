import dataclasses


@dataclasses.dataclass(frozen=True)
class TrainConfig:
    num_classes: int = 10
    label_smoothing: float = 0.1
    smoothing_decay_epochs: int = 4
    num_epochs: int = 4
    steps_per_epoch: int = 3
