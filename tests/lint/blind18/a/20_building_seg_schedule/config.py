from dataclasses import dataclass


@dataclass
class TrainConfig:
    base_lr: float = 3e-3
    decay_every: int = 2
    decay_factor: float = 0.5
    epochs: int = 6
    steps_per_epoch: int = 3
    tile: int = 32

    def lr_at(self, epoch):
        return self.base_lr * self.decay_factor ** (epoch // self.decay_every)
