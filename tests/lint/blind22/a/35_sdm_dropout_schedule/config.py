from dataclasses import dataclass


@dataclass
class TrainConfig:
    epochs: int = 4
    steps_per_epoch: int = 5
    lr: float = 3e-3
    dropout_start: float = 0.5
    dropout_end: float = 0.1

    def dropout_at(self, epoch):
        frac = epoch / max(self.epochs - 1, 1)
        return self.dropout_start + frac * (self.dropout_end - self.dropout_start)
