import dataclasses


@dataclasses.dataclass(frozen=True)
class TrainConfig:
    num_classes: int = 7
    hidden: int = 64
    lr: float = 1e-3
    label_smoothing: float = 0.1
    epochs: int = 5
    batch_size: int = 128
    epoch: int = 0

    def smoothing_now(self):
        return self.label_smoothing * (1.0 - self.epoch / self.epochs)
