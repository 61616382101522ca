import dataclasses


@dataclasses.dataclass(eq=False)
class AdapterConfig:
    rank: int = 4
    scale: float = 2.0
    lr: float = 1e-2
