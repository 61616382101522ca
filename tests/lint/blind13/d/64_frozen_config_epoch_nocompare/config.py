import dataclasses


@dataclasses.dataclass(frozen=True)
class DetectorConfig:
    window: int = 24
    latent: int = 4
    lr: float = 0.05
    sparsity: float = 1e-3
    # bookkeeping only, excluded from __eq__/__hash__
    epoch: int = dataclasses.field(default=0, compare=False)

    def describe(self):
        return f"[epoch {self.epoch}] window={self.window} latent={self.latent}"
