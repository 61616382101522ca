import dataclasses


@dataclasses.dataclass(frozen=True)
class MaskingConfig:
    mask_ratio: float = 0.3
    span: int = 3
    feature_dim: int = 63


def schedule(cfg, epoch):
    return dataclasses.replace(cfg, mask_ratio=round(min(0.3 + 0.1 * epoch, 0.6), 2))
