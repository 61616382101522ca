import dataclasses


@dataclasses.dataclass(frozen=True)
class StageConfig:
    """Knobs of the masked-token curriculum for one epoch."""
    mask_ratio: float
    label_smoothing: float


def stage_for_epoch(epoch):
    if epoch < 2:
        return StageConfig(mask_ratio=0.15, label_smoothing=0.1)
    return StageConfig(mask_ratio=0.3, label_smoothing=0.0)
