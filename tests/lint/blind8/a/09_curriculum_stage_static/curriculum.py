class StageConfig:
    """Knobs of the masked-token curriculum for one epoch."""

    def __init__(self, mask_ratio, label_smoothing):
        self.mask_ratio = mask_ratio
        self.label_smoothing = label_smoothing

    def __repr__(self):
        return f"StageConfig(mask_ratio={self.mask_ratio}, label_smoothing={self.label_smoothing})"


def stage_for_epoch(epoch):
    if epoch < 2:
        return StageConfig(mask_ratio=0.15, label_smoothing=0.1)
    return StageConfig(mask_ratio=0.3, label_smoothing=0.0)
