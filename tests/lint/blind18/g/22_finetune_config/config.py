import dataclasses


@dataclasses.dataclass(frozen=True)
class FinetuneConfig:
    lr: float = 1e-2
    freeze_epochs: int = 2
    label_smoothing: float = 0.1
    epoch: int = 0

    @property
    def backbone_frozen(self):
        return self.epoch < self.freeze_epochs

    def for_epoch(self, epoch):
        return dataclasses.replace(self, epoch=epoch)
