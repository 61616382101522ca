import dataclasses


@dataclasses.dataclass(frozen=True)
class QueryConfig:
    strategy: str = "entropy"
    temperature: float = 1.0
    n_classes: int = 4
    round: int = 0


def next_round(cfg):
    return dataclasses.replace(cfg, round=cfg.round + 1)
