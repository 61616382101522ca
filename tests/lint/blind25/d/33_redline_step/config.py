from dataclasses import dataclass, replace

@dataclass(frozen=True)
class TrainConfig:
    lr: float = 0.05
    warmup: int = 2
    epoch: int = 0

    def next_epoch(self):
        return replace(self, epoch=self.epoch + 1)
