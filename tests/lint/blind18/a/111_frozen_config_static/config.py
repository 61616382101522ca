import dataclasses


@dataclasses.dataclass(frozen=True)
class AugmentConfig:
    flip: bool = True
    brightness: float = 0.1
    epoch: int = 0

    def for_epoch(self, epoch):
        return dataclasses.replace(self, epoch=epoch)
