import dataclasses


@dataclasses.dataclass(frozen=True)
class QueryConfig:
    strategy: str = "entropy"
    temperature: float = 1.0
    n_classes: int = 4
