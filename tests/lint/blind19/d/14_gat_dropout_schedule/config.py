import dataclasses


@dataclasses.dataclass(frozen=True)
class GATConfig:
    hidden: int = 16
    heads: int = 2
    n_classes: int = 3
