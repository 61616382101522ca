import dataclasses


@dataclasses.dataclass(frozen=True)
class TrainConfig:
    window: int = 24
    hidden: int = 16
    lr: float = 0.05
    huber_delta: float = 1.0
    epoch: int = 0

    def describe(self):
        return f"[epoch {self.epoch}] window={self.window} hidden={self.hidden} lr={self.lr}"
