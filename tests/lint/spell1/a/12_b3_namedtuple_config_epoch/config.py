from typing import NamedTuple


class RegConfig(NamedTuple):
    dropout: float = 0.1
    label_smoothing: float = 0.0
    weight_decay: float = 1e-4


def regularization_for_epoch(cfg: RegConfig, epoch: int, warmup: int = 2) -> RegConfig:
    # ramp dropout up after warmup
    ramp = max(0, epoch - warmup + 1)
    return cfg._replace(dropout=round(min(0.5, 0.1 + 0.05 * ramp), 3))
