import dataclasses


@dataclasses.dataclass(frozen=True)
class TrainConfig:
    lr: float = 0.1
    l2: float = 1e-4
    dropout: float = 0.1

    def with_updates(self, **kw):
        return dataclasses.replace(self, **kw)
