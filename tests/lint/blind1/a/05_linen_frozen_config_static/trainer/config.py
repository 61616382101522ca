import dataclasses


@dataclasses.dataclass(frozen=True)
class TrainConfig:
    learning_rate: float = 0.1
    momentum: float = 0.9
    label_smoothing: float = 0.05
    num_epochs: int = 4
    batch_size: int = 32

    def lr_at(self, epoch):
        return self.learning_rate * (0.5 ** epoch)
