import dataclasses


@dataclasses.dataclass(frozen=True)
class AugmentConfig:
    jitter_std: float = 0.05
    scale_range: float = 0.1
    drop_prob: float = 0.0
    epoch: int = 0
