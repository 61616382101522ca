from dataclasses import dataclass


@dataclass
class TrainConfig:
    epochs: int = 6
    batch_size: int = 32
    base_lr: float = 1e-2
    decay: float = 0.7
    hidden: int = 16

    def lr_for_epoch(self, epoch):
        return self.base_lr * self.decay ** epoch
