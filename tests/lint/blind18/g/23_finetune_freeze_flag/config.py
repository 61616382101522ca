import dataclasses


@dataclasses.dataclass(frozen=True)
class FinetuneConfig:
    lr: float = 1e-2
    freeze_epochs: int = 2
    label_smoothing: float = 0.1

    def backbone_frozen(self, epoch):
        return epoch < self.freeze_epochs
