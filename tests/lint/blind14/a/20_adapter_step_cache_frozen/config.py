import dataclasses


@dataclasses.dataclass(frozen=True)
class AdapterConfig:
    rank: int = 4
    scale: float = 2.0
    lr: float = 1e-2
