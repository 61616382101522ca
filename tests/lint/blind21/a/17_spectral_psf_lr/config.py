from dataclasses import dataclass


@dataclass
class FitConfig:
    lr0: float = 0.05
    decay: float = 0.7
    epochs: int = 4
    steps_per_epoch: int = 10

    def lr_for_epoch(self, epoch):
        return self.lr0 * self.decay ** epoch
