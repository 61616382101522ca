import dataclasses


@dataclasses.dataclass
class TrainConfig:
    n_classes: int = 5
    hidden: int = 32
    lr: float = 0.05
    lr_decay: float = 0.7
    epochs: int = 4
